import { Typography } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { CenteredCard } from '../../components/centered-card';
import { productLineOf } from '../../lib/product-line';
import { AudienceTabs } from './components/audience-tabs';
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
      <AudienceTabs
        value={audience}
        onChange={setAudience}
        options={[{ value: 'companies', label: 'For companies' }, ...(showCandidates ? [{ value: 'candidates' as const, label: 'For candidates' }] : [])]}
      />
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
