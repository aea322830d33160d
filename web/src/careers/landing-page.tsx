import { useEffect, useState } from 'react';
import { ApiError, getCompany, getOpenJobs, loadFailed } from './api';
import { Carousel } from './carousel';
import { JobList } from './job-list';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { themeStyle } from './theme';
import type { Company, Job, PageData } from './types';

// LandingView is a company's careers landing page (or, embedded, its job
// list alone) from its data. The Manage company preview shows it too.
export function LandingView({ company, jobs, embed = false, jobsError }: { company: Company; jobs: Job[]; embed?: boolean; jobsError?: string }) {
  const hideLocation = !!company.options?.hide_location_filter;
  const list = <JobList jobs={jobs} companySlug={company.slug ?? ''} hideLocation={hideLocation} error={jobsError} />;
  if (embed) {
    return (
      <div className="ck" style={themeStyle(company.customStyle)}>
        <main className="ck-embed">{list}</main>
      </div>
    );
  }
  const hero = company.hero ?? {};
  const bespoke = !!hero.heading;
  const lifeAt = company.life_at ?? {};
  return (
    <div className="ck" style={themeStyle(company.customStyle)}>
      <SiteHeader company={company} />
      <main>
        <section className="ck-hero">
          <div className="ck-wrap">
            <h1 className="ck-hero-title">{bespoke ? hero.heading : 'Join our team!'}</h1>
            {hero.subheading && <p className="ck-hero-sub">{hero.subheading}</p>}
            {company.sub_heading && <p className="ck-hero-text">{company.sub_heading}</p>}
            <a className="ck-button ck-button-invert" href="#job-openings-list">
              {bespoke ? 'View open jobs' : 'View open positions'}
            </a>
          </div>
        </section>
        {(lifeAt.title || lifeAt.text || (lifeAt.images ?? []).length > 0) && (
          <section className="ck-section" aria-labelledby="ck-life-title">
            <div className="ck-wrap">
              <h2 id="ck-life-title" className="ck-section-title">
                {lifeAt.title || `Life at ${company.name}`}
              </h2>
              {lifeAt.text && <p className="ck-section-text">{lifeAt.text}</p>}
              {(lifeAt.images ?? []).length > 0 && <Carousel title={lifeAt.title || `Life at ${company.name}`} images={lifeAt.images ?? []} headingId="ck-life-title" />}
            </div>
          </section>
        )}
        <ItemsSection id="ck-values-title" title="Our values" items={company.values} alt />
        <ItemsSection id="ck-benefits-title" title="Benefits" items={company.benefits} />
        {(company.carousels ?? []).map((c, i) => (
          <section key={i} className="ck-section ck-section-alt" aria-labelledby={`ck-carousel-${i}`}>
            <div className="ck-wrap">
              <h2 id={`ck-carousel-${i}`} className="ck-section-title">
                {c.title || 'Pictures'}
              </h2>
              <Carousel title={c.title || 'Pictures'} images={c.images ?? []} headingId={`ck-carousel-${i}`} />
            </div>
          </section>
        ))}
        <LinksSection id="ck-news-title" title="In the news" links={company.news} />
        <LinksSection id="ck-videos-title" title="Videos" links={company.videos} />
        {list}
      </main>
      <SiteFooter company={company} />
    </div>
  );
}

function ItemsSection({ id, title, items, alt }: { id: string; title: string; items?: { title?: string; text?: string }[] | null; alt?: boolean }) {
  return (
    <section className={alt ? 'ck-section ck-section-alt' : 'ck-section'} aria-labelledby={id}>
      <div className="ck-wrap">
        <h2 id={id} className="ck-section-title">
          {title}
        </h2>
        {items && items.length > 0 ? (
          <ul className="ck-items">
            {items.map((it, i) => (
              <li key={i} className="ck-item">
                <h3>{it.title}</h3>
                {it.text && <p>{it.text}</p>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="ck-soon">Coming soon!</p>
        )}
      </div>
    </section>
  );
}

function LinksSection({ id, title, links }: { id: string; title: string; links?: { title?: string; url?: string }[] | null }) {
  if (!links || links.length === 0) return null;
  return (
    <section className="ck-section" aria-labelledby={id}>
      <div className="ck-wrap">
        <h2 id={id} className="ck-section-title">
          {title}
        </h2>
        <ul className="ck-links">
          {links.map((l, i) => (
            <li key={i}>
              <a href={l.url} target="_blank" rel="noopener noreferrer">
                {l.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

// LandingPage loads (or takes from the page) a company's landing page.
export function LandingPage({ companySlug, data, embed = false }: { companySlug: string; data?: PageData; embed?: boolean }) {
  const [company, setCompany] = useState<Company | undefined>(data?.company);
  const [jobs, setJobs] = useState<Job[] | undefined>(data?.requisitions);
  const [error, setError] = useState<string>();
  const [jobsError, setJobsError] = useState<string>();
  useEffect(() => {
    if (data?.company) return;
    getCompany(companySlug)
      .then((r) => setCompany(r.company))
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : loadFailed));
    getOpenJobs(companySlug)
      .then((r) => setJobs(r.requisitions ?? []))
      .catch((e: unknown) => setJobsError(e instanceof ApiError ? e.message : 'Something went wrong!'));
  }, [companySlug, data]);
  useEffect(() => {
    if (company?.name) document.title = embed ? `Open positions at ${company.name}` : `Careers at ${company.name}`;
  }, [company, embed]);
  if (error) return <PageStatus text={error} />;
  if (!company) return <PageStatus loading />;
  return <LandingView company={company} jobs={jobs ?? []} embed={embed} jobsError={jobsError} />;
}

// PageStatus is a page's spinner, or the text of a failed load.
export function PageStatus({ text, loading }: { text?: string; loading?: boolean }) {
  return (
    <div className="ck">
      <main className="ck-wrap ck-page-status">
        {loading ? (
          <div className="ck-spinner" role="progressbar" aria-label="Loading" />
        ) : (
          <p role="alert">{text}</p>
        )}
      </main>
    </div>
  );
}
