import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useState } from 'react';
import { useIntegrationsStatus } from '../api/get-integrations-status';
import { useUploadResumes, type Uploaded } from '../api/upload-resumes';
import { uploadProblem } from '../rules';
import { texts } from '../texts';
import { providerNames } from './ats-providers';
import { Icon } from './icons';
import { IntegrationsTab } from './integrations-tab';
import { JobPicker } from './job-picker';
import { ResumeDropzone } from './resume-dropzone';

type Props = { verified: boolean; approved: boolean; onUploaded: (batch: Uploaded) => void };

// UploadPanel is the dashboard's two tabs: Manual (drop zone, job picker,
// SUBMIT) and the integrations tab, named after the connected ATS.
export function UploadPanel({ verified, approved, onUploaded }: Props) {
  const [tab, setTab] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState(false);
  const [title, setTitle] = useState('');
  const upload = useUploadResumes();
  const integrations = useIntegrationsStatus();
  const { enqueueSnackbar } = useSnackbar();
  const connected = integrations.data?.external_ats_provider ?? null;

  function submit() {
    const problem = uploadProblem({ verified, approved, files: files.length, title });
    if (problem) {
      enqueueSnackbar(problem, { variant: 'error' });
      return;
    }
    upload.mutate(
      { title: title.trim(), files },
      {
        onSuccess: (batch) => {
          enqueueSnackbar(texts.uploaded, { variant: 'success' });
          setFiles([]);
          onUploaded(batch);
        },
        onError: (error) => enqueueSnackbar(error.message && error.message !== 'Something went wrong' ? error.message : texts.somethingWentWrong, { variant: 'error' }),
      },
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label="Upload from" sx={{ mb: 2 }}>
        <Tab label={texts.manual} id="upload-tab-0" aria-controls="upload-panel-0" />
        <Tab label={connected ? (providerNames[connected] ?? connected) : texts.integrations} id="upload-tab-1" aria-controls="upload-panel-1" />
      </Tabs>
      <Box role="tabpanel" id="upload-panel-0" aria-labelledby="upload-tab-0" hidden={tab !== 0}>
        {tab === 0 && (
          <Stack spacing={2}>
            <ResumeDropzone
              files={files}
              rejected={rejected}
              onFiles={(accepted) => {
                setRejected(false);
                setFiles(accepted);
              }}
              onReject={(message) => {
                setRejected(true);
                setFiles([]);
                enqueueSnackbar(message, { variant: 'error' });
              }}
            />
            <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Icon name="lock" sx={{ fontSize: 16 }} /> {texts.dataSecure}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ flexGrow: 1 }}>
                <JobPicker value={title} onChange={setTitle} />
              </Box>
              <Button variant="contained" size="large" onClick={submit} disabled={upload.isPending}>
                {texts.submit}
              </Button>
            </Stack>
          </Stack>
        )}
      </Box>
      <Box role="tabpanel" id="upload-panel-1" aria-labelledby="upload-tab-1" hidden={tab !== 1}>
        {tab === 1 && <IntegrationsTab connected={connected} allowed={verified && approved} />}
      </Box>
    </Paper>
  );
}
