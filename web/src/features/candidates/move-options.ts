import type { components } from '../../api/types.gen';

type StateInfo = components['schemas']['StateInfo'];

export type MoveOption = { state: string; label: string; colour: string; textColour: string };

// moveOptions lists an application's next states in the server's order,
// with the labels and colours of get-next-states; a state the table does not
// know keeps its code as the label.
export function moveOptions(nextStates: string[] | null | undefined, states: StateInfo[] | null | undefined): MoveOption[] {
  const byState = new Map((states ?? []).map((info) => [info.state ?? '', info]));
  return (nextStates ?? []).map((state) => {
    const info = byState.get(state);
    return { state, label: info?.label ?? state, colour: info?.colour ?? '#e0e0e0', textColour: info?.text_colour ?? '#000000' };
  });
}

// Moving to one of these states earns the celebration (spec 4 and 9).
export const celebratedStates = ['offer_accepted', 'joined'];
