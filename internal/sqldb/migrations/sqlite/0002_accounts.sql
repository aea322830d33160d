-- Users of every kind. Email is unique across the install (one company per
-- user); roles is a comma-separated list of recruit role names.
CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    company_id INTEGER REFERENCES companies (id),
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL DEFAULT '',
    phone_number TEXT NOT NULL DEFAULT '',
    designation TEXT NOT NULL DEFAULT '',
    password_hash TEXT NOT NULL DEFAULT '',
    roles TEXT NOT NULL,
    time_zone TEXT NOT NULL DEFAULT 'Etc/UTC',
    email_verified_at TIMESTAMP,
    active INTEGER NOT NULL DEFAULT 1,
    session_version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX users_company ON users (company_id);

-- Single-use tokens mailed to users (verification, password reset, invite),
-- stored only as SHA-256 hashes.
CREATE TABLE user_tokens (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    kind TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    expires_at TIMESTAMP NOT NULL,
    used_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX user_tokens_user ON user_tokens (user_id, kind);

-- Failed sign-ins, counted per email and per IP for throttling.
CREATE TABLE login_failures (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL,
    ip TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX login_failures_email ON login_failures (email, created_at);
CREATE INDEX login_failures_ip ON login_failures (ip, created_at);

-- Every outbound mail; a queue job sends it (or keeps it in the dev mailbox).
CREATE TABLE mail_messages (
    id INTEGER PRIMARY KEY,
    company_id INTEGER REFERENCES companies (id),
    kind TEXT NOT NULL,
    to_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    text_body TEXT NOT NULL,
    html_body TEXT NOT NULL,
    status TEXT NOT NULL,
    error TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    sent_at TIMESTAMP
);
CREATE INDEX mail_messages_to ON mail_messages (to_address, created_at);
