import { Box } from '@mui/material';

type Props = { url?: string; title: string; height?: number; testId?: string };

// ResumeFrame shows a resume file on its short-lived signed URL in a
// frame (the spec's viewer is 900px high). An iframe cannot send a bearer
// token, hence the signed URL.
export function ResumeFrame({ url, title, height = 900, testId }: Props) {
  return <Box component="iframe" title={title} src={url || undefined} data-testid={testId} sx={{ width: '100%', height: `${height}px`, border: 0, display: 'block' }} />;
}
