import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useSnackbar } from '../../components/toasts';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useAcceptDraft } from './api/accept-draft';
import { useDiscardDraft } from './api/discard-draft';
import type { EditorProfile } from './api/get-own-profile';
import { useResumeDraft, type DraftItem } from './api/get-resume-draft';
import { useUploadResume } from './api/upload-resume';
import { errorText } from './error-text';
import { draftSectionTitles } from './texts';

// The spec's resume types (5, 9): pdf, docx or doc, one file.
const resumeTypes = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// ResumeSection uploads the resume and reviews the draft it was parsed
// into: each drafted field beside the profile's current value, accepted
// one by one or all at once, or discarded.
export function ResumeSection({ profile }: { profile: EditorProfile }) {
  const input = useRef<HTMLInputElement>(null);
  const [label, setLabel] = useState('0 files selected');
  const upload = useUploadResume();
  const draft = useResumeDraft();
  const { enqueueSnackbar } = useSnackbar();

  function send(files: FileList | null) {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      enqueueSnackbar('Please upload only a single file.', { variant: 'error' });
      return;
    }
    const file = files[0];
    if (!/\.(pdf|docx?)$/i.test(file.name)) {
      enqueueSnackbar('Invalid file type! Please upload pdf/doc files.', { variant: 'error' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => setLabel(`${file.name} uploaded!`),
      onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="resume-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="resume-title" variant="h6" component="h2">
            Resume
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Upload your resume (pdf, docx or doc, at most 5 MB) and we fill your profile from it: you review each field before it is saved.
          </Typography>
          {profile.resumeName && (
            <Typography>
              Current resume:{' '}
              {profile.resumeURL ? (
                <Link href={profile.resumeURL} target="_blank" rel="noopener">
                  {profile.resumeName}
                </Link>
              ) : (
                profile.resumeName
              )}
            </Typography>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <input ref={input} data-testid="resume-input" type="file" accept={resumeTypes} hidden onChange={(e) => send(e.target.files)} />
            <Button variant="contained" onClick={() => input.current?.click()} disabled={upload.isPending}>
              {upload.isPending ? 'Reading your resume...' : profile.resumeName ? 'Upload a new resume' : 'Upload resume'}
            </Button>
            <Typography variant="body2" aria-live="polite">
              {label}
            </Typography>
          </Stack>
          {draft.isError && <Alert severity="error">{errorText(draft.error)}</Alert>}
          {draft.data && <DraftReview items={draft.data.items ?? []} parseError={draft.data.parse_error ?? ''} />}
        </Stack>
      </CardContent>
    </Card>
  );
}

function DraftReview({ items, parseError }: { items: DraftItem[]; parseError: string }) {
  const accept = useAcceptDraft();
  const discard = useDiscardDraft();
  const { enqueueSnackbar } = useSnackbar();
  const onError = (error: Error) => enqueueSnackbar(errorText(error), { variant: 'error' });
  const busy = accept.isPending || discard.isPending;

  if (items.length === 0) {
    return (
      <Alert severity={parseError ? 'warning' : 'info'} action={<Button onClick={() => discard.mutate(undefined, { onError })}>Dismiss</Button>}>
        {parseError ? `We could not read your resume: ${parseError}. Please fill your profile by hand.` : 'Nothing new was found in your resume.'}
      </Alert>
    );
  }
  return (
    <Box component="section" aria-labelledby="draft-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography id="draft-title" variant="subtitle1" component="h3">
          From your resume: review and accept
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={busy} onClick={() => accept.mutate({ all: true }, { onError })}>
            Accept all
          </Button>
          <Button disabled={busy} onClick={() => discard.mutate(undefined, { onError })}>
            Discard
          </Button>
        </Stack>
      </Stack>
      <TableContainer>
        <Table size="small" aria-labelledby="draft-title">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Field
              </TableCell>
              <TableCell component="th" scope="col">
                From your resume
              </TableCell>
              <TableCell component="th" scope="col">
                Now on your profile
              </TableCell>
              <TableCell component="th" scope="col">
                <VisuallyHidden>Action</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.key} data-testid={`draft-${item.key}`}>
                <TableCell component="th" scope="row">
                  {item.label}
                  {item.section === 'links' && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {draftSectionTitles.links}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{item.value}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word', color: 'text.secondary' }}>{item.current || '—'}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    aria-label={`Accept ${item.label}: ${item.value}`}
                    onClick={() => accept.mutate({ fields: [item.key ?? ''] }, { onError })}
                  >
                    Accept
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
