import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import type { AssistantForms, FormProps } from '../features/assistant/forms';
import { agencyInviteValues, emailValues, inviteValues, scheduleValues, selfScheduleValues } from '../features/assistant/fields';
import { agenciesLink, timelineLink, usersLink } from '../features/assistant/links';
import { SendEmailForm } from '../features/communication/components/send-email-form';
import { CandidatePicker, type CandidateChoice } from '../features/interviews/components/pickers';
import { ScheduleInterviewForm } from '../features/interviews/schedule-interview-form';
import { SendSelfScheduleLinkForm } from '../features/interviews/send-self-schedule-link-form';
import { InviteAgencyForm } from '../features/team/components/invite-agency-dialog';
import { InviteUserForm } from '../features/team/components/invite-user-dialog';

// The assistant reviews a parsed action in the forms the timeline and the
// company settings use (features never import each other, so they meet
// here). Loaded with the modal's first form.

function ScheduleSlot({ fields, onDone, onCancel }: FormProps<'specific_schedule'>) {
  const { candidate, initial } = scheduleValues(fields);
  return <ScheduleInterviewForm candidate={candidate} initial={initial} onDone={onDone} onCancel={onCancel} />;
}

function SelfScheduleSlot({ fields, onDone, onCancel }: FormProps<'self_schedule'>) {
  const { candidate, initial } = selfScheduleValues(fields);
  return <SendSelfScheduleLinkForm candidate={candidate} initial={initial} onDone={onDone} onCancel={onCancel} />;
}

// EmailSlot asks for the candidate first when the prompt named none: the
// email form writes to one it is given.
function EmailSlot({ fields, onDone, onCancel }: FormProps<'send_candidate_email'>) {
  const values = emailValues(fields);
  const [candidate, setCandidate] = useState<CandidateChoice | null>(values.candidate ?? null);
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <CandidatePicker value={candidate} onChange={setCandidate} given={values.candidate} />
      {!candidate && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>Cancel</Button>
        </Stack>
      )}
      {candidate && (
        <SendEmailForm
          key={candidate.slug}
          candidate={{ slug: candidate.slug, name: candidate.name, jobTitle: candidate.job }}
          initial={values.initial}
          onSent={(result) => onDone(result?.link || timelineLink(candidate.slug))}
          onCancel={onCancel}
        />
      )}
    </Stack>
  );
}

function InviteUserSlot({ fields, onDone, onCancel }: FormProps<'invite_user'>) {
  return <InviteUserForm initial={inviteValues(fields)} onSent={() => onDone(usersLink)} onClose={onCancel} titled={false} />;
}

function InviteAgencySlot({ fields, onDone, onCancel }: FormProps<'invite_agency_user'>) {
  return <InviteAgencyForm initial={agencyInviteValues(fields)} onSent={() => onDone(agenciesLink)} onClose={onCancel} titled={false} />;
}

export const assistantForms: AssistantForms = {
  specific_schedule: ScheduleSlot,
  self_schedule: SelfScheduleSlot,
  send_candidate_email: EmailSlot,
  invite_user: InviteUserSlot,
  invite_agency_user: InviteAgencySlot,
};
