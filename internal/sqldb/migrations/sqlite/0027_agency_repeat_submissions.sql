-- An agency's submission of someone already in the job through someone
-- else adds no application, but the agency follows it like any other: a
-- row of its own in its candidate list with its own slug, and a read that
-- shows what it sent (review 3, M4). So the submission keeps what a new
-- application would: the form's fields, the checked answers (JSON by
-- question id), the resume (parsed for its status alone), the state and
-- source it started in.
ALTER TABLE duplicate_submissions ADD COLUMN slug TEXT;
-- The application's job, copied (an application never changes job) so an
-- agency's list reads its submissions without the applications' rows.
ALTER TABLE duplicate_submissions ADD COLUMN requisition_id INTEGER REFERENCES requisitions (id);
ALTER TABLE duplicate_submissions ADD COLUMN state TEXT NOT NULL DEFAULT '';
ALTER TABLE duplicate_submissions ADD COLUMN source TEXT NOT NULL DEFAULT '';
ALTER TABLE duplicate_submissions ADD COLUMN source_raw TEXT NOT NULL DEFAULT '';
ALTER TABLE duplicate_submissions ADD COLUMN submitted_phone TEXT NOT NULL DEFAULT '';
ALTER TABLE duplicate_submissions ADD COLUMN experience_years REAL;
ALTER TABLE duplicate_submissions ADD COLUMN current_ctc INTEGER;
ALTER TABLE duplicate_submissions ADD COLUMN expected_ctc INTEGER;
ALTER TABLE duplicate_submissions ADD COLUMN salary_currency TEXT NOT NULL DEFAULT '';
ALTER TABLE duplicate_submissions ADD COLUMN notice_period TEXT NOT NULL DEFAULT '';
ALTER TABLE duplicate_submissions ADD COLUMN answers TEXT NOT NULL DEFAULT '{}';
ALTER TABLE duplicate_submissions ADD COLUMN resume_key TEXT NOT NULL DEFAULT '';
ALTER TABLE duplicate_submissions ADD COLUMN resume_name TEXT NOT NULL DEFAULT '';
ALTER TABLE duplicate_submissions ADD COLUMN resume_status TEXT NOT NULL DEFAULT 'none';
ALTER TABLE duplicate_submissions ADD COLUMN resume_error TEXT NOT NULL DEFAULT '';
ALTER TABLE duplicate_submissions ADD COLUMN updated_at TIMESTAMP;

-- Earlier submissions: their job, the state and source they were answered with, and
-- a slug in the applications' alphabet (12 of a-z2-7).
UPDATE duplicate_submissions SET
    requisition_id = (SELECT a.requisition_id FROM candidate_applications a WHERE a.id = duplicate_submissions.application_id),
    state = CASE WHEN agency_id IS NULL THEN 'referred' ELSE 'sourced' END,
    source = CASE WHEN agency_id IS NULL THEN 'referral' ELSE 'agency' END,
    updated_at = created_at,
    slug = substr('abcdefghijklmnopqrstuvwxyz234567', 1 + abs(random()) % 32, 1) || substr('abcdefghijklmnopqrstuvwxyz234567', 1 + abs(random()) % 32, 1)
        || substr('abcdefghijklmnopqrstuvwxyz234567', 1 + abs(random()) % 32, 1) || substr('abcdefghijklmnopqrstuvwxyz234567', 1 + abs(random()) % 32, 1)
        || substr('abcdefghijklmnopqrstuvwxyz234567', 1 + abs(random()) % 32, 1) || substr('abcdefghijklmnopqrstuvwxyz234567', 1 + abs(random()) % 32, 1)
        || substr('abcdefghijklmnopqrstuvwxyz234567', 1 + abs(random()) % 32, 1) || substr('abcdefghijklmnopqrstuvwxyz234567', 1 + abs(random()) % 32, 1)
        || substr('abcdefghijklmnopqrstuvwxyz234567', 1 + abs(random()) % 32, 1) || substr('abcdefghijklmnopqrstuvwxyz234567', 1 + abs(random()) % 32, 1)
        || substr('abcdefghijklmnopqrstuvwxyz234567', 1 + abs(random()) % 32, 1) || substr('abcdefghijklmnopqrstuvwxyz234567', 1 + abs(random()) % 32, 1);

CREATE UNIQUE INDEX duplicate_submissions_slug ON duplicate_submissions (slug);
CREATE INDEX duplicate_submissions_agency ON duplicate_submissions (company_id, agency_id, created_at);
-- An agency's list reads its own applications without walking the company's.
CREATE INDEX applications_agency ON candidate_applications (company_id, agency_id, created_at);
