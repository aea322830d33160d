import { Alert, Box, CircularProgress, Dialog, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import { ResumeFrame } from '../../../components/resume-frame';
import { useSnackbar } from '../../../components/toasts';
import { useEffect, useState } from 'react';
import type { ScreeningCandidate } from '../api/list-resumes';
import { step, viewerLoadingMs } from '../rules';
import { texts } from '../texts';
import { Icon } from './icons';
import { TagChips } from './tag-chips';

type Props = { rows: ScreeningCandidate[]; index: number | null; onIndex: (index: number | null) => void };

// ResumeViewer is the spec's viewer: titled Resume, the file in a frame
// 900px high, arrows to the previous and next candidate with a 1 s loading
// state, and 'No more candidates!' at either end.
export function ResumeViewer({ rows, index, onIndex }: Props) {
  const [loading, setLoading] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), viewerLoadingMs);
    return () => clearTimeout(timer);
  }, [loading]);
  if (index === null || !rows[index]) return null;
  const c = rows[index];
  const go = (delta: number) => {
    const next = step(index, delta, rows.length);
    if (next === null) {
      enqueueSnackbar(texts.noMoreCandidates, { variant: 'warning' });
      return;
    }
    setLoading(true);
    onIndex(next);
  };
  return (
    <Dialog open onClose={() => onIndex(null)} fullWidth maxWidth="lg" aria-labelledby="viewer-title">
      <DialogTitle id="viewer-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 6 }}>
        <IconButton aria-label={texts.previous} onClick={() => go(-1)}>
          <Icon name="prev" />
        </IconButton>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {texts.resume}
        </Box>
        <IconButton aria-label={texts.next} onClick={() => go(1)}>
          <Icon name="next" />
        </IconButton>
      </DialogTitle>
      <IconButton aria-label={texts.close} onClick={() => onIndex(null)} sx={{ position: 'absolute', right: 8, top: 12 }}>
        ×
      </IconButton>
      {/* Focusable: the frame is taller than most screens, and the keyboard must scroll it (axe). */}
      <DialogContent tabIndex={0} aria-label={c.name || c.filename || texts.resume}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} data-testid="viewer-name">
            {c.name || c.filename}
          </Typography>
          <TagChips tags={c.tags ?? []} evidence={c.tag_evidence ?? {}} />
        </Stack>
        {c.status === 'error' && <Alert severity="error" sx={{ mb: 1 }}>{c.error}</Alert>}
        {loading ? (
          <Box sx={{ height: '900px', display: 'flex', alignItems: 'center', justifyContent: 'center' }} role="status" aria-label="Loading">
            <CircularProgress aria-label="Loading the resume" />
          </Box>
        ) : (
          <ResumeFrame title={c.filename ?? texts.resume} url={c.resume_url} testId="viewer-frame" />
        )}
      </DialogContent>
    </Dialog>
  );
}
