-- The top bar's search at a million applications.
-- A candidate's applications are read by candidate (the newest matching
-- candidates first, then their applications).
CREATE INDEX applications_candidate ON candidate_applications (company_id, candidate_id, id);

-- Job titles by the start of a word, as candidates' names (0008): a GIN
-- index over the title's tsvector ('simple': no stemming, no stop words)
-- answers prefix queries instead of a LIKE scan of every title. It is an
-- expression index, so requisitions keep the same columns as on SQLite;
-- queries repeat the expression exactly.
CREATE INDEX requisitions_title_search ON requisitions USING gin (to_tsvector('simple', lower(title)));

-- The candidate list's default, "open jobs only", as a column of the
-- application kept by the job's state changes (ats.markJobOpen), so the
-- list's covering index answers it; checking each row's job against the
-- company's open jobs cost more than the rest of the query at a million.
ALTER TABLE candidate_applications ADD COLUMN job_open BOOLEAN NOT NULL DEFAULT true;
UPDATE candidate_applications SET job_open = false
    WHERE requisition_id IN (SELECT id FROM requisitions WHERE state NOT IN ('open', 'live'));
DROP INDEX applications_list;
CREATE INDEX applications_list ON candidate_applications (company_id, archived, job_open, source, state, experience_years, requisition_id, created_at);
