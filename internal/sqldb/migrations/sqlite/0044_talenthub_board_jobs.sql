-- Talenthub, part 2 (issue 29): the jobs board.
--
-- hub_board_jobs is a company's live requisition published to the board:
-- once per requisition. What the board lists and filters by (title, job
-- type, experience range, location, the company's name and slug) is copied
-- from the requisition when it is published, so the list reads one table;
-- the description is read from the requisition when the job's page opens.
-- requirements is the spec's requirement list as JSON (type experience or
-- skill, enabled, data). status: open or closed (unpublished, or its
-- requisition stopped being live).
CREATE TABLE hub_board_jobs (
    id INTEGER PRIMARY KEY,
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    requisition_id BIGINT NOT NULL REFERENCES requisitions (id) ON DELETE CASCADE,
    requisition_slug TEXT NOT NULL,
    slug TEXT NOT NULL,
    company_slug TEXT NOT NULL,
    company_name TEXT NOT NULL,
    designation TEXT NOT NULL,
    job_type TEXT NOT NULL,
    location TEXT NOT NULL DEFAULT '',
    min_experience REAL,
    max_experience REAL,
    salary_min BIGINT,
    salary_max BIGINT,
    salary_currency TEXT NOT NULL DEFAULT '',
    requirements TEXT NOT NULL DEFAULT '[]',
    status TEXT NOT NULL,
    published_by BIGINT,
    published_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX hub_board_jobs_requisition ON hub_board_jobs (requisition_id);
CREATE UNIQUE INDEX hub_board_jobs_slug ON hub_board_jobs (company_slug, slug);
-- The board's pages: open jobs, newest first.
CREATE INDEX hub_board_jobs_open ON hub_board_jobs (status, published_at DESC, id DESC);
CREATE INDEX hub_board_jobs_company ON hub_board_jobs (company_id, id);

-- hub_board_job_skills are the enabled skill requirements of each open
-- board job, one row a skill (removed when the job closes, written again
-- when it is posted again): the skills filter (all of the chosen skills)
-- reads the first skill's jobs newest first from hub_board_job_skills_newest
-- and looks each other skill up by the primary key, stopping once a page
-- is full, instead of parsing every job's JSON (bench/talenthub).
-- published_at is the job's, copied for that order.
CREATE TABLE hub_board_job_skills (
    board_job_id BIGINT NOT NULL REFERENCES hub_board_jobs (id) ON DELETE CASCADE,
    slug TEXT NOT NULL,
    proficiency INTEGER NOT NULL,
    published_at TIMESTAMP NOT NULL,
    PRIMARY KEY (slug, board_job_id)
);
CREATE INDEX hub_board_job_skills_newest ON hub_board_job_skills (slug, published_at DESC, board_job_id DESC);
CREATE INDEX hub_board_job_skills_job ON hub_board_job_skills (board_job_id);

-- hub_board_job_skill_pairs are the pairs of those skills (skill_a <
-- skill_b), for a filter of two skills or more: the pair of the first two
-- chosen skills holds far fewer jobs than either skill alone (two popular
-- skills: a fiftieth of the board rather than an eighth), so reading the
-- pair newest first and looking up any further skill stays small on a
-- board of any size.
CREATE TABLE hub_board_job_skill_pairs (
    board_job_id BIGINT NOT NULL REFERENCES hub_board_jobs (id) ON DELETE CASCADE,
    skill_a TEXT NOT NULL,
    skill_b TEXT NOT NULL,
    published_at TIMESTAMP NOT NULL,
    PRIMARY KEY (skill_a, skill_b, board_job_id)
);
CREATE INDEX hub_board_job_skill_pairs_newest ON hub_board_job_skill_pairs (skill_a, skill_b, published_at DESC, board_job_id DESC);
CREATE INDEX hub_board_job_skill_pairs_job ON hub_board_job_skill_pairs (board_job_id);

-- hub_board_applications is each quick apply, once per candidate and job
-- (the unique key answers a second or concurrent apply "already applied");
-- the application itself is the ATS's, added in the same transaction.
CREATE TABLE hub_board_applications (
    board_job_id BIGINT NOT NULL REFERENCES hub_board_jobs (id) ON DELETE CASCADE,
    hub_candidate_id BIGINT NOT NULL REFERENCES hub_candidates (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (board_job_id, hub_candidate_id)
);
CREATE INDEX hub_board_applications_candidate ON hub_board_applications (hub_candidate_id, board_job_id);
