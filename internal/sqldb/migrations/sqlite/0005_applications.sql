-- A candidate is a person, unique per company by normalised email.
CREATE TABLE candidates (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    email TEXT NOT NULL,
    name TEXT NOT NULL,
    phone TEXT NOT NULL DEFAULT '',
    phone_digits TEXT NOT NULL DEFAULT '',
    links TEXT NOT NULL DEFAULT '{}',
    experience_years REAL,
    current_company TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    UNIQUE (company_id, email)
);
CREATE INDEX candidates_phone ON candidates (company_id, phone_digits);

-- Sources a company tracks (codes with titles), editable in setup.
CREATE TABLE sources (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    value TEXT NOT NULL,
    title TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (company_id, value)
);

-- Tags recruiters put on applications.
CREATE TABLE ats_tags (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    title TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (company_id, title)
);

-- An application of a candidate to a requisition; slug is 12 random
-- base32 characters (it appears in candidate links).
CREATE TABLE candidate_applications (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    slug TEXT NOT NULL UNIQUE,
    candidate_id INTEGER NOT NULL REFERENCES candidates (id),
    requisition_id INTEGER NOT NULL REFERENCES requisitions (id),
    state TEXT NOT NULL,
    held_from TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL,
    source_raw TEXT NOT NULL DEFAULT '',
    priority INTEGER NOT NULL DEFAULT 127,
    match_score INTEGER NOT NULL DEFAULT -1,
    possible_duplicate_of INTEGER REFERENCES candidate_applications (id),
    submitted_name TEXT NOT NULL DEFAULT '',
    submitted_phone TEXT NOT NULL DEFAULT '',
    experience_years REAL,
    current_ctc INTEGER,
    expected_ctc INTEGER,
    salary_currency TEXT NOT NULL DEFAULT '',
    notice_period TEXT NOT NULL DEFAULT '',
    resume_key TEXT NOT NULL DEFAULT '',
    resume_name TEXT NOT NULL DEFAULT '',
    resume_status TEXT NOT NULL DEFAULT 'none',
    resume_error TEXT NOT NULL DEFAULT '',
    resume_text TEXT NOT NULL DEFAULT '',
    referred_by INTEGER REFERENCES users (id),
    agency_id INTEGER REFERENCES agencies (id),
    added_by INTEGER REFERENCES users (id),
    archived INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    UNIQUE (requisition_id, candidate_id)
);
CREATE INDEX applications_company_req ON candidate_applications (company_id, requisition_id, id);
CREATE INDEX applications_company_created ON candidate_applications (company_id, created_at);
-- Covers the candidate list's filters and per-state counts without
-- reading the table (see bench/README.md).
CREATE INDEX applications_list ON candidate_applications (company_id, archived, source, state, experience_years, requisition_id, created_at);

-- Append-only history of moves: who, when, from, to, why.
CREATE TABLE application_moves (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    application_id INTEGER NOT NULL REFERENCES candidate_applications (id),
    from_state TEXT NOT NULL,
    to_state TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    moved_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX application_moves_app ON application_moves (application_id, id);

CREATE TABLE application_tags (
    application_id INTEGER NOT NULL REFERENCES candidate_applications (id),
    tag_id INTEGER NOT NULL REFERENCES ats_tags (id),
    PRIMARY KEY (application_id, tag_id)
);
CREATE INDEX application_tags_tag ON application_tags (tag_id);

-- Answers to screening questions, as JSON per the question's type.
CREATE TABLE application_answers (
    application_id INTEGER NOT NULL REFERENCES candidate_applications (id),
    question_id INTEGER NOT NULL REFERENCES screening_questions (id),
    answer TEXT NOT NULL,
    PRIMARY KEY (application_id, question_id)
);
CREATE INDEX application_answers_question ON application_answers (question_id);
