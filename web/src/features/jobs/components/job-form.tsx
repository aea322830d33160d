import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Divider,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { NumberField } from '../../../components/number-field';
import { useDepartments } from '../../../api/queries/departments';
import { useDesignations } from '../../../api/queries/designations';
import { useUsers } from '../../../api/queries/users';
import { useVocabulary } from '../../../api/queries/vocabulary';
import { validateJobForm, type FormErrors, type JobFormValues, type JobType } from '../job-form-model';
import { cancelText, currencies, jobTypeLabels, savingText } from '../texts';
import { LocationsEditor } from './locations-editor';
import { agenciesOf, peopleWithRole as withRole } from '../people';
import { PeoplePicker, PersonPicker } from './people-picker';
import { QuestionsEditor } from './questions-editor';
import { RichTextEditor } from './rich-text-editor';

type Props = {
  initial: JobFormValues;
  submitText: string;
  busy: boolean;
  serverErrors: FormErrors;
  serverMessage?: string;
  onSubmit: (values: JobFormValues) => void;
  onCancel: () => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}

// JobForm edits every field of a job; browser checks first, then the
// server's field errors show under their fields.
export function JobForm({ initial, submitText, busy, serverErrors, serverMessage, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  // The server's errors hide once the form changes after them.
  const [seenServerErrors, setSeenServerErrors] = useState<FormErrors | null>(null);
  const users = useUsers().data?.users ?? [];
  // The server says who may fill each picker, and checks it on save.
  const pickers = useVocabulary().data?.job_people;
  const departments = useDepartments().data?.options ?? [];
  const designations = useDesignations().data?.designations ?? [];
  const localErrors = submitted ? validateJobForm(values) : {};
  const shownServerErrors = seenServerErrors === serverErrors ? {} : serverErrors;
  const errors = { ...shownServerErrors, ...localErrors };
  const set = <K extends keyof JobFormValues>(name: K, value: JobFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setSeenServerErrors(serverErrors);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateJobForm(values)).length === 0) onSubmit(values);
  }

  const shownMessage = serverMessage && Object.keys(serverErrors).length === 0 && seenServerErrors !== serverErrors ? serverMessage : undefined;

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={3}>
        {shownMessage && <Alert severity="error">{shownMessage}</Alert>}
        {Object.keys(errors).length > 0 && <Alert severity="error">Please correct the highlighted fields</Alert>}
        <Section title="About the job">
          <TextField label="Job title" name="title" value={values.title} onChange={(e) => set('title', e.target.value)} error={!!errors.title} helperText={errors.title} required fullWidth />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Autocomplete
              freeSolo
              options={designations.map((d) => d.title ?? '')}
              inputValue={values.designation}
              onInputChange={(_, value) => set('designation', value)}
              renderInput={(params) => <TextField {...params} label="Designation" name="designation" />}
            />
            <Autocomplete
              freeSolo
              options={departments.map((d) => d.title ?? '')}
              inputValue={values.department}
              onInputChange={(_, value) => set('department', value)}
              renderInput={(params) => <TextField {...params} label="Department" name="department" error={!!errors.department} helperText={errors.department} />}
            />
            <TextField select label="Job type" name="job_type" value={values.jobType} onChange={(e) => set('jobType', e.target.value as JobType)} error={!!errors.job_type} helperText={errors.job_type}>
              {Object.entries(jobTypeLabels).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <NumberField label="Openings" name="openings" min={1} max={1000} step={1} value={values.openings} onChange={(e) => set('openings', e.target.value)} error={!!errors.openings} helperText={errors.openings} />
          </Box>
          <FormControlLabel control={<Switch checked={values.remote} onChange={(e) => set('remote', e.target.checked)} name="remote" />} label="Remote job" />
          <LocationsEditor value={values.locations} onChange={(locations) => set('locations', locations)} error={errors.locations} />
        </Section>

        <Section title="Experience and salary">
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <NumberField label="Minimum experience (years)" name="min_experience" min={0} step={0.1} value={values.minExperience} onChange={(e) => set('minExperience', e.target.value)} error={!!errors.experience} helperText={errors.experience} />
            <NumberField label="Maximum experience (years)" name="max_experience" min={0} step={0.1} value={values.maxExperience} onChange={(e) => set('maxExperience', e.target.value)} error={!!errors.experience} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 160px' } }}>
            <NumberField label="Minimum salary (annual)" name="min_salary" min={0} step={1} value={values.minSalary} onChange={(e) => set('minSalary', e.target.value)} error={!!errors.salary} helperText={errors.salary} />
            <NumberField label="Maximum salary (annual)" name="max_salary" min={0} step={1} value={values.maxSalary} onChange={(e) => set('maxSalary', e.target.value)} error={!!errors.salary} />
            <TextField select label="Currency" name="salary_currency" value={values.salaryCurrency} onChange={(e) => set('salaryCurrency', e.target.value)} error={!!errors.salary_currency} helperText={errors.salary_currency}>
              <MenuItem value="">
                <em>None</em>
              </MenuItem>
              {currencies.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <FormControlLabel control={<Switch checked={values.askSalary} onChange={(e) => set('askSalary', e.target.checked)} name="ask_salary" />} label="Ask salary details on the careers form" />
        </Section>

        <Section title="People">
          <PersonPicker label="Hiring manager" name="hiring_manager_id" options={withRole(users, pickers?.hiring_manager)} value={values.hiringManagerId} onChange={(id) => set('hiringManagerId', id)} error={errors.hiring_manager_id} />
          <PeoplePicker label="Recruiters" name="recruiter_ids" options={withRole(users, pickers?.recruiters)} value={values.recruiterIds} onChange={(ids) => set('recruiterIds', ids)} error={errors.recruiter_ids} />
          <PeoplePicker label="Interview panel" name="authorized_panel_ids" options={withRole(users, pickers?.authorized_panel)} value={values.panelIds} onChange={(ids) => set('panelIds', ids)} error={errors.authorized_panel_ids} />
          <PeoplePicker label="Agencies" name="agency_ids" options={agenciesOf(users)} value={values.agencyIds} onChange={(ids) => set('agencyIds', ids)} error={errors.agency_ids} />
        </Section>

        <Section title="Description">
          <RichTextEditor label="Job description" value={values.description} onChange={(html) => set('description', html)} error={errors.description} />
        </Section>

        <Section title="Screening questions">
          <QuestionsEditor value={values.questions} onChange={(questions) => set('questions', questions)} errors={errors} />
        </Section>

        <Divider />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={busy}>
            {cancelText}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? savingText : submitText}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
