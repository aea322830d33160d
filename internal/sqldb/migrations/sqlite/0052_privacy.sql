-- Privacy (issue 31 item 6): the audit log read by a company's
-- superusers, retention rules, and data requests from the public page.

-- The audit log (0003) is read per company, newest first, a page at a time.
CREATE INDEX audit_log_company ON audit_log (company_id, id);

-- A company's retention rule: candidates whose every application is
-- closed (rejected, declined, dropped off…) and untouched for
-- closed_after_months are anonymised by the daily job. No row: no rule.
CREATE TABLE retention_rules (
    company_id INTEGER PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
    closed_after_months INTEGER NOT NULL,
    updated_by INTEGER REFERENCES users (id),
    updated_at TIMESTAMP NOT NULL
);

-- A visitor's request, from the company's public data-request page, for
-- a copy (export) or the erasure (erase) of what the company holds under
-- their email. token_hash is the SHA-256 of the mailed link's token;
-- state: unverified until the link is followed, then verified (the
-- admins' queue), then fulfilled or declined.
CREATE TABLE data_requests (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    email TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    state TEXT NOT NULL DEFAULT 'unverified',
    created_at TIMESTAMP NOT NULL,
    verified_at TIMESTAMP,
    closed_at TIMESTAMP,
    closed_by INTEGER REFERENCES users (id)
);
CREATE INDEX data_requests_queue ON data_requests (company_id, state, id);
