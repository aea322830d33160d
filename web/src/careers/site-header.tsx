import type { Company } from './types';

// SiteHeader is the company header: logo (or name) and the Company Website
// button. The server writes the same markup (internal/careers/templates.go).
export function SiteHeader({ company }: { company: Company }) {
  return (
    <header className="ck-header">
      <div className="ck-wrap ck-header-row">
        <a className="ck-brand" href={`/${company.slug}`}>
          {company.logo_url ? <img className="ck-logo" src={company.logo_url} alt={company.name} height={40} /> : <span className="ck-brand-name">{company.name}</span>}
        </a>
        {company.website_url && (
          <a className="ck-button ck-button-outline" href={company.website_url} target="_blank" rel="noopener noreferrer">
            Company Website
          </a>
        )}
      </div>
    </header>
  );
}
