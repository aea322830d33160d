-- /layoffs contact (security review 3, M5): a message to a listed person
-- waits here until its sender confirms their address through a mailed
-- link (token_hash is the SHA-256 of that link's random token); only then
-- is the person mailed. Unconfirmed messages expire after a day and are
-- deleted by later sends.
CREATE TABLE layoff_contacts (
    id INTEGER PRIMARY KEY,
    person_id INTEGER NOT NULL REFERENCES layoff_people (id),
    from_name TEXT NOT NULL,
    from_email TEXT NOT NULL,
    from_company TEXT NOT NULL,
    message TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL,
    confirmed_at TIMESTAMP,
    confirm_ip TEXT NOT NULL DEFAULT ''
);

CREATE INDEX layoff_contacts_pending ON layoff_contacts (created_at) WHERE confirmed_at IS NULL;
