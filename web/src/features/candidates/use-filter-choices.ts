import { useMemo } from 'react';
import { usePickerJobs } from '../../api/queries/requisitions';
import { useSources } from '../../api/queries/sources';
import { useTags } from '../../api/queries/tags';
import { useUsers } from '../../api/queries/users';
import { useStates, useVocabulary } from '../../api/queries/vocabulary';

export type Choice<T> = { value: T; label: string; colour?: string; textColour?: string };

export type FilterChoices = {
  states: Choice<string>[];
  sources: Choice<string>[];
  jobs: Choice<number>[];
  tas: Choice<number>[];
  tags: Choice<number>[];
  matchScores: Choice<number>[];
};

// useFilterChoices gathers the filter's options: states with their labels and
// colours, the company's sources, jobs, TAs and tags.
export function useFilterChoices(): FilterChoices {
  const states = useStates().data?.states;
  const sources = useSources().data?.sources;
  const jobs = usePickerJobs().data?.requisitions;
  // The TAs of the filter are those who may recruit for a job.
  const recruiterRoles = useVocabulary().data?.job_people?.recruiters ?? [];
  const users = useUsers({ roles: recruiterRoles }, recruiterRoles.length > 0).data?.users;
  const tags = useTags().data?.tags;
  const matchScores = useVocabulary().data?.match_scores;
  return useMemo(
    () => ({
      states: (states ?? []).map((s) => ({ value: s.state ?? '', label: s.label ?? s.state ?? '', colour: s.colour, textColour: s.text_colour })),
      sources: (sources ?? []).map((s) => ({ value: s.value ?? '', label: s.title ?? s.value ?? '' })),
      jobs: (jobs ?? []).map((j) => ({ value: j.id ?? 0, label: j.title ?? '' })),
      tas: (users ?? []).map((u) => ({ value: u.id ?? 0, label: u.name || u.email || '' })),
      tags: (tags ?? []).map((t) => ({ value: t.id ?? 0, label: t.title ?? '' })),
      // Best first, as the list sorts them; '-' (not computed) last.
      matchScores: (matchScores ?? []).map((m) => ({ value: Number(m.value), label: m.title === '-' ? 'Not computed' : (m.title ?? '') })).reverse(),
    }),
    [states, sources, jobs, users, tags, matchScores],
  );
}

// labelOf finds a choice's label, falling back to the raw value.
export function labelOf<T>(choices: Choice<T>[], value: T): string {
  return choices.find((choice) => choice.value === value)?.label ?? String(value);
}
