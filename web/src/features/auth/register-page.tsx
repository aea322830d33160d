import { Tab, Tabs } from '@mui/material';
import { CenteredCard } from '../../components/centered-card';
import { AuthCardHeader } from './components/auth-card-header';
import { CompanyRegisterForm } from './components/company-register-form';

// RegisterPage serves /register, /screeno/register and /wand/register. The
// spec hides the candidate tab on the screening and extension lines; until
// the candidate marketplace exists it is hidden on every line (DECISIONS),
// so only the company tab shows.
export function RegisterPage() {
  return (
    <CenteredCard>
      <AuthCardHeader title="Register" />
      <Tabs value="companies" variant="fullWidth" sx={{ mb: 3 }}>
        <Tab value="companies" label="For companies" />
      </Tabs>
      <CompanyRegisterForm />
    </CenteredCard>
  );
}
