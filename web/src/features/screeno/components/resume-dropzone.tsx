import { Box, Typography } from '@mui/material';
import { useDropzone } from 'react-dropzone';
import { dropProblem, maxBatchFiles, maxFileBytes } from '../rules';
import { texts } from '../texts';
import { Icon } from './icons';

const accept = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/msword': ['.doc'],
};

type Props = {
  files: File[];
  rejected: boolean;
  onFiles: (files: File[]) => void;
  onReject: (message: string) => void;
};

// ResumeDropzone takes up to 100 pdf, docx or doc files of 10 MB. Its four
// states: nothing dropped, a drag over it, files accepted, files refused
// (the box turns red).
export function ResumeDropzone({ files, rejected, onFiles, onReject }: Props) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    multiple: true,
    maxFiles: maxBatchFiles,
    maxSize: maxFileBytes,
    onDrop: (accepted, refused) => {
      if (refused.length > 0) {
        onReject(dropProblem(refused.map((r) => r.errors), accepted.length + refused.length));
        return;
      }
      onFiles(accepted);
    },
  });
  const state = rejected ? 'rejected' : isDragActive ? 'active' : files.length > 0 ? 'accepted' : 'idle';
  const colour = { rejected: 'error.main', active: 'primary.main', accepted: 'success.main', idle: 'divider' }[state];
  const message = {
    rejected: texts.dropRejected,
    active: texts.dropActive,
    accepted: texts.dropAccepted(files.length),
    idle: texts.dropIdle,
  }[state];
  return (
    <Box
      {...getRootProps()}
      data-testid="resume-dropzone"
      data-state={state}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: colour,
        bgcolor: rejected ? 'rgba(211, 47, 47, 0.06)' : isDragActive ? 'rgba(25, 118, 210, 0.06)' : 'action.hover',
        borderRadius: 1,
        p: 3,
        textAlign: 'center',
        cursor: 'pointer',
      }}
    >
      <input {...getInputProps()} aria-label="Resumes" data-testid="resume-input" />
      <Icon name="upload" color={rejected ? 'error' : isDragActive ? 'primary' : 'action'} fontSize="large" />
      <Typography variant="body2" color={rejected ? 'error' : 'text.secondary'} sx={{ fontWeight: state === 'idle' ? 400 : 500 }}>
        {message}
      </Typography>
      {state === 'accepted' && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {files.slice(0, 3).map((f) => f.name).join(', ')}
          {files.length > 3 ? ` +${files.length - 3}` : ''}
        </Typography>
      )}
    </Box>
  );
}
