-- Screening (/screeno): the credit ledger (internal/billing), jobs and
-- resumes with their parsed fields (internal/screening), the full-text
-- index of parsed resumes, and callback requests.

-- One row per company holding the counters the balance is read from.
-- Every change is one conditional UPDATE of this row, so two batches at
-- once never spend more than was granted; the CHECK is the backstop.
CREATE TABLE credit_accounts (
    company_id INTEGER PRIMARY KEY REFERENCES companies (id),
    granted INTEGER NOT NULL DEFAULT 0,
    used INTEGER NOT NULL DEFAULT 0,
    reserved INTEGER NOT NULL DEFAULT 0,
    updated_at TIMESTAMP NOT NULL,
    CHECK (used >= 0 AND reserved >= 0 AND granted - used - reserved >= 0)
);

-- The ledger: what changed the counters and why. A resume has at most one
-- entry of each kind (reserve, commit, release) and is settled (committed
-- or released) once, so a retried or duplicated job never charges twice.
-- Grants with a key (trial, share) happen once per company; operator
-- grants have none.
CREATE TABLE credit_entries (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    kind TEXT NOT NULL,
    credits INTEGER NOT NULL,
    resume_id INTEGER,
    grant_key TEXT,
    note TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX credit_entries_resume_kind ON credit_entries (resume_id, kind) WHERE resume_id IS NOT NULL;
CREATE UNIQUE INDEX credit_entries_settled ON credit_entries (resume_id) WHERE kind IN ('commit', 'release');
CREATE UNIQUE INDEX credit_entries_grant_once ON credit_entries (company_id, grant_key) WHERE grant_key IS NOT NULL;
CREATE INDEX credit_entries_company ON credit_entries (company_id, id);

-- A screening job: a title the resumes of a batch are filed under, one
-- per title (whatever its case) and source.
CREATE TABLE screening_jobs (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    title TEXT NOT NULL,
    title_key TEXT NOT NULL,
    ats_provider TEXT NOT NULL DEFAULT '',
    ats_job_id TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX screening_jobs_title ON screening_jobs (company_id, ats_provider, title_key);

-- A screening candidate: one uploaded resume, processing until its job
-- parses it, then parsed (fields, tags, score) or error. tag_bits holds
-- one bit per tag for filters and counts; tags and evidence keep the
-- parser's order and lines as JSON.
CREATE TABLE screening_resumes (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    job_id INTEGER NOT NULL REFERENCES screening_jobs (id),
    filename TEXT NOT NULL,
    blob_key TEXT NOT NULL,
    status TEXT NOT NULL,
    error TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    phone_number TEXT NOT NULL DEFAULT '',
    graduation_year INTEGER,
    post_graduation_year INTEGER,
    tags TEXT NOT NULL DEFAULT '[]',
    tag_bits INTEGER NOT NULL DEFAULT 0,
    evidence TEXT NOT NULL DEFAULT '{}',
    links TEXT NOT NULL DEFAULT '{}',
    score REAL NOT NULL DEFAULT -1,
    sample BOOLEAN NOT NULL DEFAULT 0,
    ats_provider TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX screening_resumes_company ON screening_resumes (company_id, id);
CREATE INDEX screening_resumes_job ON screening_resumes (company_id, job_id, id);
CREATE INDEX screening_resumes_processing ON screening_resumes (company_id) WHERE status = 'processing';

-- The text of each parsed resume (screening.SearchText: words naming its
-- company and job, then the text normalised by boolquery.NormalizeText),
-- and its FTS5 index (external content, kept by triggers). PostgreSQL
-- keeps a tsvector of the same text (0011 there).
CREATE TABLE screening_texts (
    resume_id INTEGER PRIMARY KEY REFERENCES screening_resumes (id),
    company_id INTEGER NOT NULL REFERENCES companies (id),
    body TEXT NOT NULL
);

CREATE VIRTUAL TABLE screening_texts_fts USING fts5(
    body, content = 'screening_texts', content_rowid = 'resume_id',
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER screening_texts_fts_insert AFTER INSERT ON screening_texts BEGIN
    INSERT INTO screening_texts_fts (rowid, body) VALUES (new.resume_id, new.body);
END;
CREATE TRIGGER screening_texts_fts_delete AFTER DELETE ON screening_texts BEGIN
    INSERT INTO screening_texts_fts (screening_texts_fts, rowid, body) VALUES ('delete', old.resume_id, old.body);
END;
CREATE TRIGGER screening_texts_fts_update AFTER UPDATE OF body ON screening_texts BEGIN
    INSERT INTO screening_texts_fts (screening_texts_fts, rowid, body) VALUES ('delete', old.resume_id, old.body);
    INSERT INTO screening_texts_fts (rowid, body) VALUES (new.resume_id, new.body);
END;

-- REQUEST CALLBACK: who asked about what (a plan, an integration).
CREATE TABLE screeno_callback_requests (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    user_id INTEGER REFERENCES users (id),
    kind TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX screeno_callback_requests_company ON screeno_callback_requests (company_id, id);
