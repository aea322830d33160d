import { describe, expect, it } from 'vitest';
import { moveOptions } from './move-options';

const states = [
  { state: 'applied', label: 'Applied', colour: '#e3f2fd', text_colour: '#0d47a1', phase: 'screen', open: true },
  { state: 'ta_screen', label: 'TA screen', colour: '#e8f5e9', text_colour: '#1b5e20', phase: 'screen', open: true },
  { state: 'screen_reject', label: 'Screen reject', colour: '#ffebee', text_colour: '#b71c1c', phase: 'screen', open: false },
];

describe('moveOptions', () => {
  it('lists the next states in the server order with their labels and colours', () => {
    expect(moveOptions(['screen_reject', 'ta_screen'], states)).toEqual([
      { state: 'screen_reject', label: 'Screen reject', colour: '#ffebee', textColour: '#b71c1c' },
      { state: 'ta_screen', label: 'TA screen', colour: '#e8f5e9', textColour: '#1b5e20' },
    ]);
  });

  it('offers nothing for a final state', () => {
    expect(moveOptions([], states)).toEqual([]);
    expect(moveOptions(null, states)).toEqual([]);
  });

  it('keeps an unknown state selectable under its code', () => {
    expect(moveOptions(['on_hold'], states)).toEqual([{ state: 'on_hold', label: 'on_hold', colour: '#e0e0e0', textColour: '#000000' }]);
  });
});
