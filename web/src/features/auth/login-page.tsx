import { Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { CenteredCard } from '../../components/centered-card';
import { productLineOf } from '../../lib/product-line';
import { AuthCardHeader } from './components/auth-card-header';
import { CompanyLoginForm } from './components/company-login-form';

type Audience = 'companies' | 'candidates';

// LoginPage serves /login, /screeno/login and /wand/login; the candidate tab
// is hidden for the screening and extension product lines.
export function LoginPage() {
  const { pathname } = useLocation();
  const line = productLineOf(pathname);
  const showCandidates = line !== 'screeno' && line !== 'wand';
  const [audience, setAudience] = useState<Audience>('companies');

  return (
    <CenteredCard>
      <AuthCardHeader title="Login" />
      <Tabs value={audience} onChange={(_, value: Audience) => setAudience(value)} variant="fullWidth" sx={{ mb: 3 }}>
        <Tab value="companies" label="For companies" />
        {showCandidates && <Tab value="candidates" label="For candidates" />}
      </Tabs>
      {audience === 'companies' ? (
        <CompanyLoginForm />
      ) : (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          Candidates sign in from the link in the email we sent them.
        </Typography>
      )}
    </CenteredCard>
  );
}
