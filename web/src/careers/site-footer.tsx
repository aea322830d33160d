import type { Company } from './types';

const sites = [
  ['linkedin', 'LinkedIn'],
  ['twitter', 'Twitter'],
  ['youtube', 'YouTube'],
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
] as const;

// SiteFooter is 'Powered by' with the company's social links.
export function SiteFooter({ company }: { company: Company }) {
  const links = sites.filter(([key]) => company.social_links?.[key]);
  return (
    <footer className="ck-footer">
      <div className="ck-wrap ck-footer-row">
        <p>
          Powered by <strong>Hirekit</strong>
        </p>
        {company.social_links && (
          <ul className="ck-social">
            {links.map(([key, label]) => (
              <li key={key}>
                <a href={company.social_links?.[key]} target="_blank" rel="noopener noreferrer">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
