-- Other ATSs feeding screening (issue 30 items 1-3): a company's
-- connection to Greenhouse or Lever, the fetch tasks it starts, and what
-- each fetch brought in.
--
-- credentials is the provider's secret sealed with AES-256-GCM
-- (keys.ATSCredentials, additional data naming the company and the
-- provider): a Greenhouse Harvest key, or Lever's OAuth tokens (JSON with
-- the refresh token, rotated on every refresh). on_behalf_of is the
-- Greenhouse user id the key acts for. status: connected, or errored
-- when the provider refused the credentials (reconnect to fix).
CREATE TABLE ats_connections (
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    credentials TEXT NOT NULL,
    on_behalf_of TEXT NOT NULL DEFAULT '',
    account TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL DEFAULT 'connected',
    last_error TEXT NOT NULL DEFAULT '',
    connected_by BIGINT,
    created_at TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (company_id, provider)
);

-- One fetch-ats-candidates request, run as a River job. cursor is the
-- provider's page to resume from after a restart, saved with the counters
-- after each page. state: queued, running, done, failed (error says why).
-- stages and sources are JSON lists of ids (Lever: texts); failures a
-- JSON list of {name, reason}, at most 100.
CREATE TABLE ats_fetches (
    id BIGSERIAL PRIMARY KEY,
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    ats_job_id TEXT NOT NULL,
    ats_job_name TEXT NOT NULL DEFAULT '',
    stages TEXT NOT NULL DEFAULT '[]',
    sources TEXT NOT NULL DEFAULT '[]',
    state TEXT NOT NULL DEFAULT 'queued',
    cursor TEXT NOT NULL DEFAULT '',
    seen INTEGER NOT NULL DEFAULT 0,
    added INTEGER NOT NULL DEFAULT 0,
    skipped INTEGER NOT NULL DEFAULT 0,
    failed INTEGER NOT NULL DEFAULT 0,
    error TEXT NOT NULL DEFAULT '',
    failures TEXT NOT NULL DEFAULT '[]',
    requested_by BIGINT,
    created_at TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL,
    finished_at TIMESTAMPTZ
);
CREATE INDEX ats_fetches_company ON ats_fetches (company_id, id);

-- A provider's candidate brought into screening once: the key that makes
-- a repeated fetch parse and charge nothing.
CREATE TABLE ats_fetched (
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    external_id TEXT NOT NULL,
    screening_candidate_id BIGINT NOT NULL,
    fetch_id BIGINT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (company_id, provider, external_id)
);
