import { useMemo } from 'react';
import { useAllowedSources } from './api/get-allowed-sources';
import { useNextStates } from './api/get-next-states';
import { usePickerJobs } from './api/get-picker-jobs';
import { useTags } from './api/get-tags';
import { useRecruiters } from './api/list-recruiters';

export type Choice<T> = { value: T; label: string; colour?: string; textColour?: string };

export type FilterChoices = {
  states: Choice<string>[];
  sources: Choice<string>[];
  jobs: Choice<number>[];
  tas: Choice<number>[];
  tags: Choice<number>[];
};

// useFilterChoices gathers the filter's options: states with their labels and
// colours, the company's sources, jobs, TAs and tags.
export function useFilterChoices(): FilterChoices {
  const states = useNextStates().data?.states;
  const sources = useAllowedSources().data?.sources;
  const jobs = usePickerJobs().data?.requisitions;
  const users = useRecruiters().data?.users;
  const tags = useTags().data?.tags;
  return useMemo(
    () => ({
      states: (states ?? []).map((s) => ({ value: s.state ?? '', label: s.label ?? s.state ?? '', colour: s.colour, textColour: s.text_colour })),
      sources: (sources ?? []).map((s) => ({ value: s.value ?? '', label: s.title ?? s.value ?? '' })),
      jobs: (jobs ?? []).map((j) => ({ value: j.id ?? 0, label: j.title ?? '' })),
      tas: (users ?? []).map((u) => ({ value: u.id ?? 0, label: u.name || u.email || '' })),
      tags: (tags ?? []).map((t) => ({ value: t.id ?? 0, label: t.title ?? '' })),
    }),
    [states, sources, jobs, users, tags],
  );
}

// labelOf finds a choice's label, falling back to the raw value.
export function labelOf<T>(choices: Choice<T>[], value: T): string {
  return choices.find((choice) => choice.value === value)?.label ?? String(value);
}
