-- Agencies a company works with; their users hold the agency role.
CREATE TABLE agencies (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    name TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX agencies_company ON agencies (company_id);

ALTER TABLE users ADD COLUMN agency_id INTEGER REFERENCES agencies (id);

-- Invitations to join a company as a user or an agency; the token is
-- mailed and only its hash kept.
CREATE TABLE invites (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    kind TEXT NOT NULL,
    email TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    designation TEXT NOT NULL DEFAULT '',
    roles TEXT NOT NULL,
    agency_id INTEGER REFERENCES agencies (id),
    token_hash TEXT NOT NULL UNIQUE,
    invited_by INTEGER REFERENCES users (id),
    expires_at TIMESTAMP NOT NULL,
    accepted_at TIMESTAMP,
    revoked_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX invites_company ON invites (company_id, email);

-- Internal grades (GET designations); a requisition's public title is separate.
CREATE TABLE designations (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    title TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (company_id, title)
);

-- Feature flags per company: feature_details[group][feature].
CREATE TABLE company_features (
    company_id INTEGER NOT NULL REFERENCES companies (id),
    feature_group TEXT NOT NULL,
    feature TEXT NOT NULL,
    enabled INTEGER NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (company_id, feature_group, feature)
);

CREATE TABLE product_feedback (
    id INTEGER PRIMARY KEY,
    company_id INTEGER REFERENCES companies (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    product_name TEXT NOT NULL,
    description TEXT NOT NULL,
    score INTEGER NOT NULL,
    created_at TIMESTAMP NOT NULL
);

-- What platform admins did, such as acting for a company.
CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    user_id INTEGER REFERENCES users (id),
    company_id INTEGER REFERENCES companies (id),
    action TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT '',
    ip TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
