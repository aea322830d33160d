-- Addresses each email has signed in from: the email-wide ceiling on
-- failed logins does not keep a known user out from a known address.
CREATE TABLE known_logins (
    email TEXT NOT NULL,
    ip TEXT NOT NULL,
    last_at TIMESTAMP NOT NULL,
    PRIMARY KEY (email, ip)
);

-- Calls to public endpoints (sign-up, forgot and reset password, accept
-- invite) per address, for their rate limits; purged after a day.
CREATE TABLE rate_events (
    id INTEGER PRIMARY KEY,
    bucket TEXT NOT NULL,
    client TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX rate_events_bucket_client ON rate_events (bucket, client, created_at);

-- Submissions by agencies and employees of a candidate who had already
-- applied to the job through someone else: the recruiter is told, the
-- submitter is not (no oracle about other people's applications).
CREATE TABLE duplicate_submissions (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    application_id INTEGER NOT NULL REFERENCES candidate_applications (id),
    submitted_by INTEGER REFERENCES users (id),
    agency_id INTEGER REFERENCES agencies (id),
    submitted_name TEXT NOT NULL,
    submitted_email TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX duplicate_submissions_application ON duplicate_submissions (company_id, application_id);
