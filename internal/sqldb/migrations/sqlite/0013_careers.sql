-- A company's careers page: its branding, sections, links and form
-- options as one JSON document (careers.Settings checks it on every save),
-- and the blob key of its logo. No row means nothing is configured and the
-- default page shows.
CREATE TABLE careers_pages (
    company_id INTEGER PRIMARY KEY REFERENCES companies (id),
    settings TEXT NOT NULL DEFAULT '{}',
    logo_key TEXT NOT NULL DEFAULT '',
    updated_at TIMESTAMP NOT NULL
);

-- The careers form's company-specific fields (a company option asks them):
-- what the applicant wrote, kept on the application like name and phone.
ALTER TABLE candidate_applications ADD COLUMN submitted_location TEXT NOT NULL DEFAULT '';
ALTER TABLE candidate_applications ADD COLUMN submitted_current_company TEXT NOT NULL DEFAULT '';

-- The careers pages list a company's live jobs newest first, and check
-- whether their cached list is current by count(*) and max(updated_at)
-- (ats.LiveJobs), from the index alone.
CREATE INDEX requisitions_live ON requisitions (company_id, state, published_at, updated_at);
