-- Departments group jobs on the careers page and in lists.
CREATE TABLE departments (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    title TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (company_id, title)
);

-- A requisition is a job. slug is kebab(title)-id; state follows
-- recruit.RequisitionState; description is sanitised HTML.
CREATE TABLE requisitions (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    slug TEXT NOT NULL DEFAULT '',
    title TEXT NOT NULL,
    designation TEXT NOT NULL DEFAULT '',
    department_id INTEGER REFERENCES departments (id),
    state TEXT NOT NULL,
    remote INTEGER NOT NULL DEFAULT 0,
    job_type TEXT NOT NULL DEFAULT 'full_time',
    min_experience REAL,
    max_experience REAL,
    min_salary INTEGER,
    max_salary INTEGER,
    salary_currency TEXT NOT NULL DEFAULT '',
    openings INTEGER NOT NULL DEFAULT 1,
    hiring_manager_id INTEGER REFERENCES users (id),
    description TEXT NOT NULL DEFAULT '',
    ask_salary INTEGER NOT NULL DEFAULT 0,
    rejected_reason TEXT NOT NULL DEFAULT '',
    created_by INTEGER REFERENCES users (id),
    approved_by INTEGER REFERENCES users (id),
    approved_at TIMESTAMP,
    published_at TIMESTAMP,
    archived_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX requisitions_company_state ON requisitions (company_id, state, id);
CREATE INDEX requisitions_slug ON requisitions (company_id, slug);

CREATE TABLE requisition_locations (
    id INTEGER PRIMARY KEY,
    requisition_id INTEGER NOT NULL REFERENCES requisitions (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    city TEXT NOT NULL,
    country TEXT NOT NULL,
    remote INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX requisition_locations_req ON requisition_locations (requisition_id);

-- Who works on a job: recruiters, the panel allowed to see it
-- (authorized_panel_ids) and the agencies it is assigned to.
CREATE TABLE requisition_members (
    requisition_id INTEGER NOT NULL REFERENCES requisitions (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    member_id INTEGER NOT NULL,
    PRIMARY KEY (requisition_id, kind, member_id)
);
CREATE INDEX requisition_members_member ON requisition_members (kind, member_id);

CREATE TABLE screening_questions (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    requisition_id INTEGER NOT NULL REFERENCES requisitions (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    field_type TEXT NOT NULL,
    options TEXT NOT NULL DEFAULT '[]',
    required INTEGER NOT NULL DEFAULT 0,
    referral_question INTEGER NOT NULL DEFAULT 0,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX screening_questions_req ON screening_questions (requisition_id, position);

-- Interview rounds: company templates (requisition_id NULL) and each job's
-- own ordered list; attributes are what the scorecard rates (JSON list).
CREATE TABLE rounds (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    requisition_id INTEGER REFERENCES requisitions (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    attributes TEXT NOT NULL DEFAULT '[]',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX rounds_company ON rounds (company_id, requisition_id, position);
