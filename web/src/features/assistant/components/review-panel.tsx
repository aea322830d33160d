import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { Suspense, useState, type ReactNode } from 'react';
import type { AssistantForms } from '../forms';
import { texts, titles } from '../texts';
import { kinds, type ActionKind, type Choice, type FieldsOf, type Info, type Option } from '../types';
import { ChoiceList } from './choice-list';
import { FilterForm } from './filter-form';

type Props = {
  kind: ActionKind;
  fields: unknown;
  choices: Choice[];
  forms: AssistantForms;
  onDone: (link: string) => void;
  onCancel: () => void;
  // onNew starts again (the answer's 'New action').
  onNew: () => void;
};

// ReviewPanel is one action's panel: its title, the ambiguities to settle
// first (each as a pick list), then the action's form prefilled with what
// the prompt said. General information shows the answer.
export function ReviewPanel({ kind, fields, choices, forms, onDone, onCancel, onNew }: Props) {
  const [settled, setSettled] = useState<Record<string, unknown>>({});
  // A choice names its field and offers options (both optional in the
  // contract, always written by the server); one without is skipped.
  const open = choices.filter((c) => c.field && !(c.field in settled) && (c.options?.length ?? 0) > 0);
  const pick = (choice: Choice, option: Option) => setSettled((s) => ({ ...s, [choice.field ?? '']: option.value }));
  const merged = fields === null || fields === undefined ? (Object.keys(settled).length ? settled : null) : { ...(fields as object), ...settled };
  const headingId = 'assistant-action-title';

  let body: ReactNode;
  if (open.length > 0) body = <ChoiceList choice={open[0]} onPick={(option) => pick(open[0], option)} />;
  else if (kind === kinds.generic) body = <Answer info={merged as Info | null} onNew={onNew} />;
  else body = <ActionForm kind={kind} fields={merged} forms={forms} onDone={onDone} onCancel={onCancel} />;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {titles[kind]}
      </Typography>
      <Suspense fallback={<LinearProgress aria-label={texts.pleaseWait} />}>{body}</Suspense>
    </Box>
  );
}

function ActionForm({ kind, fields, forms, onDone, onCancel }: { kind: ActionKind; fields: unknown; forms: AssistantForms; onDone: (link: string) => void; onCancel: () => void }) {
  const common = { onDone, onCancel };
  switch (kind) {
    case kinds.schedule: {
      const Form = forms.specific_schedule;
      return <Form fields={fields as FieldsOf['specific_schedule'] | null} {...common} />;
    }
    case kinds.selfSchedule: {
      const Form = forms.self_schedule;
      return <Form fields={fields as FieldsOf['self_schedule'] | null} {...common} />;
    }
    case kinds.email: {
      const Form = forms.send_candidate_email;
      return <Form fields={fields as FieldsOf['send_candidate_email'] | null} {...common} />;
    }
    case kinds.inviteUser: {
      const Form = forms.invite_user;
      return <Form fields={fields as FieldsOf['invite_user'] | null} {...common} />;
    }
    case kinds.inviteAgency: {
      const Form = forms.invite_agency_user;
      return <Form fields={fields as FieldsOf['invite_agency_user'] | null} {...common} />;
    }
    case kinds.filter:
    case kinds.jobFilter:
      return <FilterForm fields={fields as FieldsOf['filter_candidates'] | null} jobRequired={kind === kinds.jobFilter} label={titles[kind]} {...common} />;
    case kinds.generic:
      return null; // answered above, no form
  }
}

function Answer({ info, onNew }: { info: Info | null; onNew: () => void }) {
  return (
    <Stack spacing={2}>
      <Alert severity="info" icon={false}>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{info?.answer || texts.noAnswer}</Typography>
      </Alert>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onNew}>{texts.newAction}</Button>
      </Stack>
    </Stack>
  );
}
