import { Alert, Box, Button, Chip, Dialog, DialogContent, DialogTitle, IconButton, InputAdornment, LinearProgress, Stack, SvgIcon, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { useSnackbar } from '../../components/toasts';
import { useParsePrompt } from './api/parse-prompt';
import { useRequestCallback } from './api/request-callback';
import { DonePanel } from './components/done-panel';
import { ReviewPanel } from './components/review-panel';
import type { AssistantForms } from './forms';
import { agenciesLink, usersLink } from './links';
import { promptProblem } from './prompt-rules';
import { examples, texts, titles } from './texts';
import { useRotatingExample, useStatusText } from './timing';
import { actionKinds, isActionKind, kinds, type ActionKind, type Choice } from './types';
import { useVoice } from './voice';

type Props = {
  open: boolean;
  onClose: () => void;
  // onClosed follows the closing transition (the button takes the focus back).
  onClosed?: () => void;
  forms: AssistantForms;
};

// AssistantModal is the assistant: a prompt (typed or spoken) turned into
// an action to review in its own form, or an action chosen by hand.
export function AssistantModal({ open, onClose, onClosed, forms }: Props) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={mobile} aria-labelledby="assistant-title" disableRestoreFocus slotProps={{ transition: { onExited: onClosed } }}>
      {open && <AssistantContent onClose={onClose} forms={forms} mobile={mobile} />}
    </Dialog>
  );
}

type View = { step: 'prompt' } | { step: 'review'; kind: ActionKind; fields: unknown; choices: Choice[] } | { step: 'done'; kind: ActionKind; link: string };

function AssistantContent({ onClose, forms, mobile }: { onClose: () => void; forms: AssistantForms; mobile: boolean }) {
  const [view, setView] = useState<View>({ step: 'prompt' });
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);
  const parse = useParsePrompt();
  const callback = useRequestCallback();
  const { enqueueSnackbar } = useSnackbar();
  const status = useStatusText(parse.isPending, texts.status);
  const example = useRotatingExample(!mobile && view.step === 'prompt' && prompt === '', examples.length);
  const voice = useVoice((text) => {
    setPrompt(text);
    setError(null);
  });

  const reset = () => {
    setPrompt('');
    setError(null);
    setNotFound(null);
    parse.reset();
    example.restart();
    setView({ step: 'prompt' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parse.isPending) return;
    const problem = promptProblem(prompt);
    setError(problem);
    setNotFound(null);
    if (problem) return;
    if (voice.listening) voice.stop();
    parse.mutate(
      { prompt: prompt.trim(), timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      {
        onSuccess: (parsed) => {
          if (!isActionKind(parsed?.action)) {
            setNotFound(parsed?.message || texts.notFound);
            return;
          }
          setView({ step: 'review', kind: parsed.action, fields: parsed.fields ?? null, choices: parsed.choices ?? [] });
        },
        onError: (failure) => setError(failure instanceof ApiError && failure.message ? failure.message : texts.somethingWentWrong),
      },
    );
  };

  const contactSupport = () =>
    callback.mutate(prompt.trim(), {
      onSuccess: () => enqueueSnackbar(texts.callbackSent, { variant: 'success' }),
      onError: () => enqueueSnackbar(texts.somethingWentWrongBang, { variant: 'error' }),
    });

  return (
    <>
      <DialogTitle id="assistant-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 6 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {texts.dialogTitle}
        </Box>
        <Chip label={texts.poweredByAi} size="small" color="secondary" variant="outlined" />
        <IconButton aria-label={texts.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <SvgIcon>
            <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
          </SvgIcon>
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {view.step === 'prompt' && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box component="form" noValidate onSubmit={submit} role="search" aria-label={texts.dialogTitle}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
                <TextField
                  label={texts.promptLabel}
                  placeholder={mobile ? texts.placeholder : `${texts.examplePrefix}${examples[example.index]}`}
                  value={prompt}
                  onChange={(e) => {
                    setPrompt(e.target.value);
                    setError(null);
                  }}
                  error={!!error}
                  helperText={error ?? (voice.listening ? texts.listening : undefined)}
                  slotProps={{
                    input: {
                      endAdornment: voice.supported ? (
                        <InputAdornment position="end">
                          <IconButton aria-label={voice.listening ? texts.stopVoice : texts.startVoice} aria-pressed={voice.listening} onClick={voice.listening ? voice.stop : voice.start} color={voice.listening ? 'error' : 'default'}>
                            <SvgIcon>
                              <path d="M12 14c1.66 0 3-1.34 3-3V5c0-1.66-1.34-3-3-3S9 3.34 9 5v6c0 1.66 1.34 3 3 3zm5.3-3c0 3-2.54 5.1-5.3 5.1S6.7 14 6.7 11H5c0 3.41 2.72 6.23 6 6.72V21h2v-3.28c3.28-.48 6-3.3 6-6.72h-1.7z" />
                            </SvgIcon>
                          </IconButton>
                        </InputAdornment>
                      ) : undefined,
                    },
                  }}
                  autoFocus
                  fullWidth
                />
                <Stack direction="row" spacing={1} sx={{ mt: { sm: 1 }, justifyContent: 'flex-end' }}>
                  <Button type="submit" variant="contained" disabled={parse.isPending}>
                    {texts.submit}
                  </Button>
                  <Button onClick={reset} disabled={parse.isPending}>
                    {texts.reset}
                  </Button>
                </Stack>
              </Stack>
            </Box>
            {parse.isPending && (
              <Box role="status" aria-live="polite">
                <LinearProgress aria-label={texts.processing} />
                {status && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {status}
                  </Typography>
                )}
              </Box>
            )}
            {notFound && (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={contactSupport} disabled={callback.isPending}>
                    {texts.contactSupport}
                  </Button>
                }
              >
                {notFound}
              </Alert>
            )}
            <ManualActions onChoose={(kind) => setView({ step: 'review', kind, fields: null, choices: [] })} />
          </Stack>
        )}
        {view.step === 'review' && (
          <ReviewPanel
            kind={view.kind}
            fields={view.fields}
            choices={view.choices}
            forms={forms}
            onDone={(link) => setView({ step: 'done', kind: view.kind, link })}
            onCancel={() => setView({ step: 'prompt' })}
            onNew={reset}
          />
        )}
        {view.step === 'done' && (
          <DonePanel title={titles[view.kind]} link={view.link} linkLabel={linkLabel(view.kind, view.link)} onOpen={onClose} onNew={reset} />
        )}
      </DialogContent>
    </>
  );
}

// ManualActions lets the user pick an action and fill its form by hand.
function ManualActions({ onChoose }: { onChoose: (kind: ActionKind) => void }) {
  return (
    <Box component="nav" aria-labelledby="assistant-manual">
      <Typography id="assistant-manual" variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 1 }}>
        {texts.orChoose}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actionKinds
          .filter((kind) => kind !== kinds.generic)
          .map((kind) => (
            <Button key={kind} variant="outlined" size="small" onClick={() => onChoose(kind)}>
              {titles[kind]}
            </Button>
          ))}
      </Stack>
    </Box>
  );
}

function linkLabel(kind: ActionKind, link: string): string {
  if (link === usersLink) return texts.openUsers;
  if (link === agenciesLink) return texts.openAgencies;
  if (kind === kinds.filter || kind === kinds.jobFilter) return texts.openCandidates;
  if (link.startsWith('/candidate-timeline/')) return texts.openTimeline;
  return texts.open;
}
