import { Box, Button, Checkbox, FormControlLabel, Link, Stack, TextField } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { loginPath, productLineOf } from '../../../lib/product-line';
import { signedInHome, wandReturnTarget } from '../../../lib/signed-in-home';
import { useRegisterCompany, type RegisterInput } from '../api/register-company';
import { registerProblem, type RegisterValues } from '../register-rules';
import { loggedInText, somethingWentWrongText } from '../texts';

// The server's field names and the form fields they are shown under.
const fieldOf = { name: 'companyName', email: 'email', phone_number: 'phoneNumber', password: 'password' } as const;
type ServerField = keyof typeof fieldOf;
type FormField = (typeof fieldOf)[ServerField];

const empty: RegisterValues = { companyName: '', email: '', phoneNumber: '', password: '', acceptedPrivacy: false };

export function CompanyRegisterForm() {
  const [values, setValues] = useState(empty);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FormField, string>>>({});
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const registration = useRegisterCompany();
  const line = productLineOf(pathname);

  function change(field: keyof RegisterValues, value: string | boolean) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showError(error: Error) {
    const fields = error instanceof ApiError ? error.fieldErrors : {};
    const shown: Partial<Record<FormField, string>> = {};
    const rest: string[] = [];
    for (const [name, messages] of Object.entries(fields)) {
      if (name in fieldOf) shown[fieldOf[name as ServerField]] = messages[0];
      else rest.push(...messages);
    }
    setFieldErrors(shown);
    if (Object.keys(shown).length === 0 && rest.length === 0) rest.push(error.message || somethingWentWrongText);
    rest.forEach((message) => enqueueSnackbar(message, { variant: 'error' }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = registerProblem(values);
    if (problem) {
      enqueueSnackbar(problem, { variant: 'error' });
      return;
    }
    const product = line === 'screeno' || line === 'wand' ? line : 'ats';
    const input: RegisterInput = {
      user: { email: values.email.trim(), password: values.password, phone_number: values.phoneNumber.trim() },
      company: { name: values.companyName.trim() },
      product,
    };
    // mutateAsync: the route guard leaves this page once the session is stored.
    registration.mutateAsync(input).then(() => {
      enqueueSnackbar(loggedInText, { variant: 'success' });
      if (wandReturnTarget(pathname, params.get('returnUrl'))) return;
      navigate(signedInHome(pathname, params.get('returnUrl'), false), { replace: true });
    }, showError);
  }

  const text = (field: FormField, label: string, type: string, autoComplete: string) => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(e) => change(field, e.target.value)}
      error={Boolean(fieldErrors[field])}
      helperText={fieldErrors[field]}
      required
      fullWidth
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {text('companyName', 'Company name', 'text', 'organization')}
        {text('email', 'Work email', 'email', 'email')}
        {text('phoneNumber', 'Phone number', 'tel', 'tel')}
        {text('password', 'Password', 'password', 'new-password')}
        <FormControlLabel
          control={<Checkbox checked={values.acceptedPrivacy} onChange={(e) => change('acceptedPrivacy', e.target.checked)} />}
          label="I accept the privacy policy and terms"
        />
        <Button type="submit" variant="contained" size="large" disabled={registration.isPending} fullWidth>
          {registration.isPending ? 'Loading...' : 'Register'}
        </Button>
        <Link component={RouterLink} to={loginPath[line]} variant="body2" sx={{ textAlign: 'center' }}>
          Already have an account? Login
        </Link>
      </Stack>
    </Box>
  );
}
