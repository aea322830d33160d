import { CenteredCard } from '../../components/centered-card';
import { AudienceTabs } from './components/audience-tabs';
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
      <AudienceTabs value="companies" options={[{ value: 'companies', label: 'For companies' }]} />
      <CompanyRegisterForm />
    </CenteredCard>
  );
}
