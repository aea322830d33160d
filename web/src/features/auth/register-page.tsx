import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { CenteredCard } from '../../components/centered-card';
import { productLineOf } from '../../lib/product-line';
import { AudienceTabs } from './components/audience-tabs';
import { AuthCardHeader } from './components/auth-card-header';
import { CompanyRegisterForm } from './components/company-register-form';
import { candidateRegisterIntro, candidateRegisterText, candidateLoginText } from './texts';

type Audience = 'companies' | 'candidates';

// RegisterPage serves /register, /screeno/register and /wand/register. The
// spec hides the candidate tab on the screening and extension lines; on
// /register it leads to talenthub's own registration (/talenthub/register),
// where candidates sign up with Google or an emailed code.
export function RegisterPage() {
  const { pathname } = useLocation();
  const line = productLineOf(pathname);
  const showCandidates = line !== 'screeno' && line !== 'wand';
  const [audience, setAudience] = useState<Audience>('companies');
  return (
    <CenteredCard>
      <AuthCardHeader title="Register" />
      <AudienceTabs
        value={audience}
        onChange={setAudience}
        options={[{ value: 'companies', label: 'For companies' }, ...(showCandidates ? [{ value: 'candidates' as const, label: 'For candidates' }] : [])]}
      />
      {audience === 'companies' ? (
        <CompanyRegisterForm />
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {candidateRegisterIntro}
          </Typography>
          <Button component={RouterLink} to="/talenthub/register" variant="contained" size="large" fullWidth>
            {candidateRegisterText}
          </Button>
          <Button component={RouterLink} to="/talenthub/login" fullWidth>
            {candidateLoginText}
          </Button>
        </Stack>
      )}
    </CenteredCard>
  );
}
