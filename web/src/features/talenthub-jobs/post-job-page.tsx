import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Container,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { LoadingBar } from '../../components/loading-bar';
import { enqueueSnackbar } from '../../components/toasts';
import { useCompanyJobs } from './api/get-company-jobs';
import { useSkills } from './api/get-skills';
import { postJob, type PostJobBody } from './api/post-job';
import { unpostJob } from './api/unpost-job';
import { useViewer } from './session-kind';
import {
  currencies,
  currencyText,
  experienceRequiredText,
  fallbackErrorText,
  forbiddenText,
  jobFieldText,
  noLiveJobsText,
  postedText,
  postJobHelpText,
  postJobText,
  postText,
  proficiencyLabels,
  salaryMaxText,
  salaryMinText,
  skillLevelText,
  skillsText,
  typeText,
  unpostedText,
  unpostText,
  updateText,
} from './texts';

type Skill = { slug: string; proficiency: number };
type Form = { requisitionId: number | ''; jobType: 'internship' | 'full_time'; experience: boolean; skills: Skill[]; min: string; max: string; currency: string };
const blank: Form = { requisitionId: '', jobType: 'full_time', experience: true, skills: [], min: '', max: '', currency: 'INR' };

function message(error: unknown) {
  return error instanceof ApiError && error.message ? error.message : fallbackErrorText;
}

// PostJobPage is /talenthub/post-job (and the platform admin's
// /talenthub/admin/add-job, acting for a company): post one of the
// company's live jobs with requirements and a salary range, change it, or
// take it off the board.
export function PostJobPage() {
  const viewer = useViewer();
  const jobs = useCompanyJobs();
  const skills = useSkills();
  const client = useQueryClient();
  const [form, setForm] = useState<Form>(blank);
  const posted = jobs.data?.jobs?.find((j) => j.requisition_id === form.requisitionId && j.status === 'open');
  const done = (text: string) => {
    enqueueSnackbar(text, { variant: 'success' });
    void client.invalidateQueries({ queryKey: ['talenthub'] });
  };
  const post = useMutation({ mutationFn: (b: PostJobBody) => postJob(b), onSuccess: () => done(postedText), onError: (e) => enqueueSnackbar(message(e), { variant: 'error' }) });
  const unpost = useMutation({ mutationFn: unpostJob, onSuccess: () => done(unpostedText), onError: (e) => enqueueSnackbar(message(e), { variant: 'error' }) });

  if (viewer === 'candidate') return <Alert severity="error" sx={{ m: 4 }}>{forbiddenText}</Alert>;
  if (jobs.isPending) return <LoadingBar />;
  if (jobs.isError) return <Alert severity="error" sx={{ m: 4 }}>{message(jobs.error)}</Alert>;
  const live = jobs.data?.requisitions ?? [];
  const catalogue = skills.data ?? [];

  const choose = (id: number) => {
    const existing = jobs.data?.jobs?.find((j) => j.requisition_id === id);
    if (!existing) return setForm({ ...blank, requisitionId: id });
    const reqs = existing.requirement_list ?? [];
    setForm({
      requisitionId: id,
      jobType: existing.job_type === 'internship' ? 'internship' : 'full_time',
      experience: reqs.some((r) => r.type === 'experience' && r.enabled),
      skills: reqs.filter((r) => r.type === 'skill').map((r) => ({ slug: r.data?.slug ?? '', proficiency: r.data?.proficiency ?? 0 })),
      min: '',
      max: '',
      currency: 'INR',
    });
  };
  const submit = () => {
    if (form.requisitionId === '') return;
    post.mutate({
      requisition_id: form.requisitionId,
      job_type: form.jobType,
      experience_required: form.experience,
      skills: form.skills,
      salary_min: form.min === '' ? undefined : Number(form.min),
      salary_max: form.max === '' ? undefined : Number(form.max),
      salary_currency: form.min === '' && form.max === '' ? undefined : form.currency,
    });
  };

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {postJobText}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {postJobHelpText}
      </Typography>
      {live.length === 0 ? (
        <Alert severity="info">{noLiveJobsText}</Alert>
      ) : (
        <Stack
          component="form"
          spacing={3}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormControl fullWidth>
            <InputLabel id="post-job-req">{jobFieldText}</InputLabel>
            <Select labelId="post-job-req" label={jobFieldText} value={form.requisitionId} onChange={(e) => choose(Number(e.target.value))}>
              {live.map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.title}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl>
            <FormLabel id="post-job-type">{typeText}</FormLabel>
            <RadioGroup row aria-labelledby="post-job-type" value={form.jobType} onChange={(e) => setForm({ ...form, jobType: e.target.value as Form['jobType'] })}>
              <FormControlLabel value="internship" control={<Radio />} label="Internship" />
              <FormControlLabel value="full_time" control={<Radio />} label="Full-time" />
            </RadioGroup>
          </FormControl>
          <FormControlLabel
            control={<Checkbox checked={form.experience} onChange={(e) => setForm({ ...form, experience: e.target.checked })} />}
            label={experienceRequiredText}
          />
          <Autocomplete
            multiple
            limitTags={2}
            options={catalogue}
            groupBy={(s) => s.category ?? ''}
            getOptionLabel={(s) => s.name ?? ''}
            isOptionEqualToValue={(a, b) => a.slug === b.slug}
            value={catalogue.filter((s) => form.skills.some((k) => k.slug === s.slug))}
            onChange={(_, v) =>
              setForm({ ...form, skills: v.map((s) => form.skills.find((k) => k.slug === s.slug) ?? { slug: s.slug ?? '', proficiency: 0 }) })
            }
            renderInput={(params) => <TextField {...params} label={skillsText} />}
          />
          {form.skills.map((k) => (
            <FormControl key={k.slug} size="small">
              <InputLabel id={`level-${k.slug}`}>{`${catalogue.find((s) => s.slug === k.slug)?.name ?? k.slug}: ${skillLevelText}`}</InputLabel>
              <Select
                labelId={`level-${k.slug}`}
                label={`${catalogue.find((s) => s.slug === k.slug)?.name ?? k.slug}: ${skillLevelText}`}
                value={k.proficiency}
                onChange={(e) => setForm({ ...form, skills: form.skills.map((x) => (x.slug === k.slug ? { ...x, proficiency: Number(e.target.value) } : x)) })}
              >
                {proficiencyLabels.map((label, level) => (
                  <MenuItem key={label} value={level}>
                    {label}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          ))}
          <Stack direction="row" spacing={2}>
            <TextField label={salaryMinText} type="number" value={form.min} onChange={(e) => setForm({ ...form, min: e.target.value })} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
            <TextField label={salaryMaxText} type="number" value={form.max} onChange={(e) => setForm({ ...form, max: e.target.value })} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
            <FormControl sx={{ minWidth: 110 }}>
              <InputLabel id="post-job-currency">{currencyText}</InputLabel>
              <Select labelId="post-job-currency" label={currencyText} value={form.currency} onChange={(e) => setForm({ ...form, currency: e.target.value })}>
                {currencies.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Stack>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
            {posted && (
              <Button color="error" disabled={unpost.isPending} onClick={() => unpost.mutate(form.requisitionId as number)}>
                {unpostText}
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={form.requisitionId === '' || post.isPending}>
              {posted ? updateText : postText}
            </Button>
          </Box>
        </Stack>
      )}
    </Container>
  );
}
