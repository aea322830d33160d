-- Talenthub profile lists (issue 28): what a candidate adds to their
-- profile by hand or accepts from their resume's draft. Every row belongs
-- to one candidate and goes with them. Months are "YYYY-MM", years "YYYY",
-- "" when unknown; an experience whose end is "" is the current role.
CREATE TABLE hub_experiences (
    id INTEGER PRIMARY KEY,
    hub_candidate_id INTEGER NOT NULL REFERENCES hub_candidates (id) ON DELETE CASCADE,
    designation TEXT NOT NULL,
    company TEXT NOT NULL,
    start_month TEXT NOT NULL DEFAULT '',
    end_month TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX hub_experiences_candidate ON hub_experiences (hub_candidate_id);
CREATE TABLE hub_projects (
    id INTEGER PRIMARY KEY,
    hub_candidate_id INTEGER NOT NULL REFERENCES hub_candidates (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    source_code_url TEXT NOT NULL DEFAULT '',
    website_url TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX hub_projects_candidate ON hub_projects (hub_candidate_id);
CREATE TABLE hub_educations (
    id INTEGER PRIMARY KEY,
    hub_candidate_id INTEGER NOT NULL REFERENCES hub_candidates (id) ON DELETE CASCADE,
    degree TEXT NOT NULL,
    major TEXT NOT NULL DEFAULT '',
    institute TEXT NOT NULL,
    start_year TEXT NOT NULL DEFAULT '',
    end_year TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX hub_educations_candidate ON hub_educations (hub_candidate_id);
-- Skills: self-added ones have proficiency 0; issue 29's assessments raise
-- it. One row per skill (by slug) and candidate.
CREATE TABLE hub_skills (
    id INTEGER PRIMARY KEY,
    hub_candidate_id INTEGER NOT NULL REFERENCES hub_candidates (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    slug TEXT NOT NULL,
    proficiency INTEGER NOT NULL DEFAULT 0,
    last_passed_certification_slug TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX hub_skills_candidate_slug ON hub_skills (hub_candidate_id, slug);
-- The draft an uploaded resume made: the parser's fields as JSON items the
-- candidate accepts one by one (or all) or discards. One per candidate; a
-- new upload replaces it. The resume itself is hub_candidates.resume_key.
CREATE TABLE hub_resume_drafts (
    hub_candidate_id INTEGER PRIMARY KEY REFERENCES hub_candidates (id) ON DELETE CASCADE,
    items TEXT NOT NULL,
    parse_error TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
