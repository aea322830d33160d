-- A company's email templates: subject and body with {{variables}}.
CREATE TABLE text_templates (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    name TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX text_templates_name ON text_templates (company_id, lower(name));

-- Mail about an application shows on its timeline (Emails tab).
ALTER TABLE mail_messages ADD COLUMN application_id INTEGER REFERENCES candidate_applications (id);
ALTER TABLE mail_messages ADD COLUMN sent_by INTEGER REFERENCES users (id);
CREATE INDEX mail_messages_application ON mail_messages (application_id, id);

-- Notes on an application, and who they mention.
CREATE TABLE notes (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    application_id INTEGER NOT NULL REFERENCES candidate_applications (id),
    author_id INTEGER NOT NULL REFERENCES users (id),
    body TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX notes_application ON notes (company_id, application_id, id);
CREATE TABLE note_mentions (
    note_id INTEGER NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id),
    PRIMARY KEY (note_id, user_id)
);

-- Each user's notifications; unread first.
CREATE TABLE notifications (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    kind TEXT NOT NULL,
    title TEXT NOT NULL,
    link TEXT NOT NULL DEFAULT '',
    read_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX notifications_user ON notifications (user_id, read_at, id);

-- Passcodes mailed to candidates to see their application's status:
-- stored hashed, 30 minutes, 5 tries (DECISIONS.md).
CREATE TABLE candidate_passcodes (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    application_id INTEGER NOT NULL REFERENCES candidate_applications (id),
    code_hash TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    expires_at TIMESTAMP NOT NULL,
    used_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX candidate_passcodes_application ON candidate_passcodes (application_id, created_at);
