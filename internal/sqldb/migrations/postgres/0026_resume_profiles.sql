-- The parsed profile on the candidate page (internal/ats/resume_profile.go): what
-- the parser read from an application's resume, kept apart from what a
-- recruiter corrected, so parsing the resume again never undoes a
-- correction.

-- The parser's profile of the latest parse, as JSON (ats.ParsedProfile):
-- education, experience, skills, links, tags and the lines that earned
-- them. A parse done again replaces it.
CREATE TABLE application_profiles (
    application_id BIGINT PRIMARY KEY REFERENCES candidate_applications (id),
    company_id BIGINT NOT NULL REFERENCES companies (id),
    parsed TEXT NOT NULL,
    parsed_at TIMESTAMPTZ NOT NULL
);

-- A recruiter's correction of one field of the profile (its JSON value),
-- with who made it and when. It wins over the parsed value until removed.
CREATE TABLE application_profile_edits (
    application_id BIGINT NOT NULL REFERENCES candidate_applications (id),
    company_id BIGINT NOT NULL REFERENCES companies (id),
    field TEXT NOT NULL,
    value TEXT NOT NULL,
    edited_by BIGINT REFERENCES users (id),
    edited_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (application_id, field)
);

-- Work to do once after an upgrade, each enqueued by the first process
-- that starts (enqueued_at set in the same transaction as the job).
CREATE TABLE upgrade_tasks (
    name TEXT PRIMARY KEY,
    enqueued_at TIMESTAMPTZ,
    done_at TIMESTAMPTZ
);

-- Resumes parsed before the smart-search index or before this profile
-- existed are parsed again, once (ats.ReparseOldResumes).
INSERT INTO upgrade_tasks (name) VALUES ('reparse_resumes');
