-- Google and Outlook calendars (issue 19). A user connects at most one
-- calendar; token is the provider's token JSON sealed with AES-GCM under a
-- key derived from the install's secret (never readable from the row).
-- state is connected or errored (the grant was revoked at the provider:
-- error says what the user is told).
CREATE TABLE calendar_connections (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    user_id INTEGER NOT NULL UNIQUE REFERENCES users (id),
    provider TEXT NOT NULL,
    account_email TEXT NOT NULL,
    token TEXT NOT NULL,
    state TEXT NOT NULL,
    error TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

-- One connect attempt per provider: the OAuth state is random, kept only
-- as its SHA-256 (state_hash), bound to the user and the transaction the
-- web app polls for, usable once (used_at) within 10 minutes, with the
-- PKCE verifier the token exchange needs.
CREATE TABLE oauth_transactions (
    state_hash TEXT PRIMARY KEY,
    transaction_id TEXT NOT NULL,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    verifier TEXT NOT NULL,
    redirect_url TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    used_at TIMESTAMP
);
CREATE INDEX oauth_transactions_created ON oauth_transactions (created_at);

-- The provider event of an interview on its organizer's connected
-- calendar (one per interview and member): the provider's id (Outlook
-- needs it to update and cancel), the Meet or Teams link, the interview
-- sequence it shows, and whether it was cancelled.
CREATE TABLE calendar_events (
    interview_id INTEGER NOT NULL REFERENCES interviews (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id),
    provider TEXT NOT NULL,
    provider_event_id TEXT NOT NULL DEFAULT '',
    join_url TEXT NOT NULL DEFAULT '',
    sequence INTEGER NOT NULL DEFAULT 0,
    cancelled INTEGER NOT NULL DEFAULT 0,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (interview_id, user_id)
);
