-- Talenthub candidates (issue 28): people who sign in to the marketplace
-- with Google or an emailed code. They belong to no company; a candidate is
-- one verified email. The profile's own columns live here; lists
-- (experiences, projects, educations, skills) are tables of their own.
-- session_version ends every session when bumped (sign out everywhere,
-- deletion). username is kept lower-case and unique; google_sub is the
-- Google account's stable id once linked. AUTOINCREMENT: SQLite would
-- otherwise give a deleted account's id to the next one, and the deleted
-- account's session tokens (id + session_version) would open it.
CREATE TABLE hub_candidates (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    username TEXT NOT NULL,
    name TEXT NOT NULL,
    google_sub TEXT,
    picture_url TEXT NOT NULL DEFAULT '',
    avatar_key TEXT NOT NULL DEFAULT '',
    headline TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    city TEXT NOT NULL DEFAULT '',
    career_start DATE,
    bio TEXT NOT NULL DEFAULT '',
    links TEXT NOT NULL DEFAULT '{}',
    resume_key TEXT NOT NULL DEFAULT '',
    resume_name TEXT NOT NULL DEFAULT '',
    listed BOOLEAN NOT NULL DEFAULT TRUE,
    visibility TEXT NOT NULL DEFAULT '{}',
    referred_by TEXT NOT NULL DEFAULT '',
    session_version INTEGER NOT NULL DEFAULT 1,
    terms_accepted_at TIMESTAMP NOT NULL,
    email_verified_at TIMESTAMP NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX hub_candidates_email ON hub_candidates (email);
CREATE UNIQUE INDEX hub_candidates_username ON hub_candidates (username);
CREATE UNIQUE INDEX hub_candidates_google_sub ON hub_candidates (google_sub) WHERE google_sub IS NOT NULL;
