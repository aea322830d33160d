import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { texts } from '../texts';
import { Icon } from './icons';

export const maxResumeBytes = 5 * 1024 * 1024;
const tooLarge = 'Please upload a file smaller than 5 MB.';

const accept = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/msword': ['.doc'],
};

type Props = { file: File | null; onChange: (file: File | null) => void };

function rejectionText(rejections: FileRejection[]): string {
  return rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large')) ? tooLarge : texts.rejectedFile;
}

// ResumeDrop takes one pdf, docx or doc of at most 5 MB; the box turns red
// when a file is refused.
export function ResumeDrop({ file, onChange }: Props) {
  const [error, setError] = useState('');
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    multiple: false,
    maxFiles: 1,
    maxSize: maxResumeBytes,
    onDrop: (accepted, rejected) => {
      if (rejected.length > 0 || accepted.length === 0) {
        setError(rejectionText(rejected));
        onChange(null);
        return;
      }
      setError('');
      onChange(accepted[0]);
    },
  });
  const colour = error ? 'error.main' : isDragActive ? 'primary.main' : 'divider';
  return (
    <Box>
      <Box
        {...getRootProps()}
        data-testid="resume-drop"
        data-rejected={error ? 'true' : 'false'}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: colour,
          bgcolor: error ? 'rgba(211, 47, 47, 0.06)' : 'action.hover',
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
          cursor: 'pointer',
        }}
      >
        <input {...getInputProps()} aria-label={texts.resume} />
        <Icon name="upload" color={error ? 'error' : 'action'} />
        <Typography variant="body2" color="text.secondary">
          {texts.dropResume}
        </Typography>
        <Typography sx={{ fontWeight: 500 }} variant="body2" color={error ? 'error' : file ? 'success.main' : 'text.secondary'}>
          {file ? texts.uploaded(file.name) : texts.noFiles}
        </Typography>
      </Box>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
