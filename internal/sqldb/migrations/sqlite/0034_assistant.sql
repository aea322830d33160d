-- The assistant (issue 27). assistant_events is its audit: every parse
-- (of a prompt or a job's filters), every action performed and every
-- support request: who asked, the prompt, what was understood and by whom
-- (source: grammar or model), the fields (secrets left out), and the
-- outcome (ok or error with its message).
CREATE TABLE assistant_events (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    user_id INTEGER REFERENCES users (id),
    kind TEXT NOT NULL,
    prompt TEXT NOT NULL DEFAULT '',
    action TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL DEFAULT '',
    fields TEXT NOT NULL DEFAULT '{}',
    outcome TEXT NOT NULL,
    error TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX assistant_events_company ON assistant_events (company_id, id);

-- "Contact Support" when the assistant found nothing: the prompt, kept
-- and mailed to HIREKIT_SUPPORT_EMAIL.
CREATE TABLE assistant_callback_requests (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    user_id INTEGER REFERENCES users (id),
    kind TEXT NOT NULL,
    prompt TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX assistant_callback_requests_company ON assistant_callback_requests (company_id, id);
