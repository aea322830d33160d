-- /layoffs (issue 18): people a company had to let go, listed publicly for
-- other companies to contact, only with their consent. state is pending
-- (consent asked), listed (consented), declined or removed. The person's
-- link token is an HMAC of link_nonce under a key derived from the
-- install's secret (so every mail can carry the same removal link),
-- looked up by its SHA-256 (token_hash); it answers consent, decline and
-- removal. A new consent request draws a new nonce. The consent is recorded: when,
-- from which address, and the sentence agreed to.
CREATE TABLE layoff_people (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    added_by INTEGER NOT NULL REFERENCES users (id),
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    role TEXT NOT NULL,
    skills TEXT NOT NULL DEFAULT '',
    location TEXT NOT NULL DEFAULT '',
    linkedin_url TEXT NOT NULL DEFAULT '',
    state TEXT NOT NULL,
    link_nonce TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    consent_requested_at TIMESTAMP NOT NULL,
    consented_at TIMESTAMP,
    consent_ip TEXT NOT NULL DEFAULT '',
    consent_text TEXT NOT NULL DEFAULT '',
    declined_at TIMESTAMP,
    removed_at TIMESTAMP,
    removed_by TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    UNIQUE (company_id, email)
);

-- The public page lists consented people by company, newest first.
CREATE INDEX layoff_people_listed ON layoff_people (state, company_id, consented_at);
