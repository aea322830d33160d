-- Install-wide settings, such as the generated master secret.
CREATE TABLE app_settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

-- A company is a tenant: every tenant row carries its company_id.
CREATE TABLE companies (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    signup_product TEXT NOT NULL DEFAULT 'ats',
    approved_at TIMESTAMP,
    website_url TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

-- The heartbeat job writes here, proving the workers run.
CREATE TABLE worker_heartbeats (
    worker TEXT PRIMARY KEY,
    beat_at TIMESTAMP NOT NULL,
    beats INTEGER NOT NULL DEFAULT 0
);
