import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useGreenhouseUsers } from '../api/list-greenhouse-users';
import { useSaveGreenhouseConnection } from '../api/save-greenhouse-connection';
import { useTestGreenhouseConnection, type GreenhousePermissions } from '../api/test-greenhouse-connection';
import { greenhouseTexts as t } from '../greenhouse-texts';

// The permissions in the order the wizard lists them (the spec's).
const permissionOrder = ['applications', 'candidates', 'tags', 'users', 'jobs', 'job_posts', 'job_stages', 'sources', 'custom_fields'] as const;

export function allGranted(p: GreenhousePermissions | null): boolean {
  return !!p && permissionOrder.every((k) => p[k] === true);
}

export function errorText(e: unknown): string {
  const message = e instanceof Error ? e.message : '';
  return message && message !== 'Something went wrong' ? message : t.somethingWentWrong;
}

// GreenhouseWizard is the three-step connect dialog: (0) the Harvest key,
// Next disabled while empty; (1) its permissions: Validate, Validating...,
// Re-validate, or Next once all pass, and changing the key resets the
// result; (2) the user to act on behalf of and Complete Setup, after which
// the card shows Connected and the dialog closes.
export function GreenhouseWizard({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const [key, setKey] = useState('');
  const [permissions, setPermissions] = useState<GreenhousePermissions | null>(null);
  const [user, setUser] = useState('');
  const [userError, setUserError] = useState('');
  const test = useTestGreenhouseConnection();
  const save = useSaveGreenhouseConnection();
  const users = useGreenhouseUsers(key.trim(), open && step === 2);
  const { enqueueSnackbar } = useSnackbar();

  function reset() {
    setStep(0);
    setKey('');
    setPermissions(null);
    setUser('');
    setUserError('');
    test.reset();
  }

  function close() {
    reset();
    onClose();
  }

  function changeKey(value: string) {
    setKey(value);
    // A new key has not been validated.
    setPermissions(null);
    setUser('');
  }

  function validate() {
    test.mutate(key.trim(), {
      onSuccess: (p) => setPermissions(p ?? null),
      onError: (e) => {
        setPermissions(null);
        enqueueSnackbar(errorText(e), { variant: 'error' });
      },
    });
  }

  function complete() {
    if (!user) {
      setUserError(t.selectUser);
      enqueueSnackbar(t.selectUser, { variant: 'error' });
      return;
    }
    save.mutate(
      { key: key.trim(), user },
      {
        onSuccess: () => {
          enqueueSnackbar(t.integrated, { variant: 'success' });
          close();
        },
        onError: (e) => enqueueSnackbar(errorText(e), { variant: 'error' }),
      },
    );
  }

  const passed = allGranted(permissions);
  let stepButton: { label: string; onClick: () => void; disabled: boolean };
  if (step === 0) {
    stepButton = { label: t.next, onClick: () => setStep(1), disabled: key.trim() === '' };
  } else if (step === 1) {
    if (test.isPending) stepButton = { label: t.validating, onClick: () => {}, disabled: true };
    else if (passed) stepButton = { label: t.next, onClick: () => setStep(2), disabled: false };
    else stepButton = { label: permissions ? t.revalidate : t.validate, onClick: validate, disabled: key.trim() === '' };
  } else {
    stepButton = { label: save.isPending ? t.saving : t.completeSetup, onClick: complete, disabled: save.isPending };
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="greenhouse-wizard-title">
      <DialogTitle id="greenhouse-wizard-title">{t.wizardTitle}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          {t.steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step < 2 && (
          <TextField
            label={t.keyLabel}
            value={key}
            onChange={(e) => changeKey(e.target.value)}
            type="password"
            autoComplete="off"
            fullWidth
            autoFocus
            helperText={step === 0 ? t.keyHelp : undefined}
            slotProps={{ htmlInput: { maxLength: 200, spellCheck: false } }}
          />
        )}
        {step === 1 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {t.permissionsIntro}
            </Typography>
            {permissions && (
              <List dense aria-label={t.steps[1]}>
                {permissionOrder.map((k) => (
                  <ListItem key={k} data-testid={`permission-${k}`} secondaryAction={
                    <Chip size="small" color={permissions[k] ? 'success' : 'error'} label={permissions[k] ? t.granted : t.missing} />
                  }>
                    <ListItemText primary={t.permissions[k]} />
                  </ListItem>
                ))}
              </List>
            )}
            {permissions && !passed && <Alert severity="warning">{t.permissionsMissing}</Alert>}
          </Box>
        )}
        {step === 2 && (
          <TextField
            select
            label={t.userLabel}
            value={user}
            onChange={(e) => {
              setUser(e.target.value);
              setUserError('');
            }}
            fullWidth
            error={!!userError}
            helperText={userError || (users.isLoading ? t.loadingUsers : t.userHelp)}
          >
            {(users.data?.users ?? []).map((u) => (
              <MenuItem key={u.id} value={u.id}>
                {u.name}
                {u.email ? ` (${u.email})` : ''}
              </MenuItem>
            ))}
          </TextField>
        )}
        {step === 2 && users.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(users.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t.cancel}</Button>
        {step > 0 && <Button onClick={() => setStep(step - 1)}>{t.back}</Button>}
        <Button variant="contained" onClick={stepButton.onClick} disabled={stepButton.disabled}>
          {stepButton.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
