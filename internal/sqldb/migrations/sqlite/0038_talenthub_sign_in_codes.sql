-- Talenthub's emailed sign-in codes (issue 28): a code proves a mailbox
-- before its account exists (registration) or signs in to it. Stored as an
-- HMAC of the email and code; 10 minutes, 5 tries, used once.
CREATE TABLE hub_sign_in_codes (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    expires_at TIMESTAMP NOT NULL,
    used_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX hub_sign_in_codes_email ON hub_sign_in_codes (email, created_at);

-- A talenthub candidate sees the applications made with their verified
-- email at any company: candidates are looked up by email alone.
CREATE INDEX candidates_email ON candidates (email);
