import { Alert, Dialog, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import { ResumeFrame } from '../../../components/resume-frame';
import type { CandidateApplication } from '../../../api/queries/applications';
import { texts } from '../texts';

type Props = { open: boolean; resume: CandidateApplication['resume']; onClose: () => void };

// ResumeDialog is the spec's resume viewer: titled 'Resume', the file in a
// 900px-high frame on its short-lived signed URL.
export function ResumeDialog({ open, resume, onClose }: Props) {
  const status = resume?.status ?? 'none';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="resume-title">
      <DialogTitle id="resume-title" sx={{ pr: 6 }}>
        {texts.resume}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        ×
      </IconButton>
      {/* Focusable, so the keyboard scrolls the frame's 900px too. */}
      <DialogContent tabIndex={0}>
        {status === 'processing' && <Typography color="text.secondary">{texts.parsing}</Typography>}
        {status === 'error' && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {resume?.error}
          </Alert>
        )}
        {status === 'none' && !resume?.url && <Typography color="text.secondary">{texts.noResume}</Typography>}
        {status !== 'processing' && resume?.url && (
          <ResumeFrame title={resume.name ?? texts.resume} url={resume.url} />
        )}
      </DialogContent>
    </Dialog>
  );
}
