-- The match score's reasons (a JSON list of sentences, shown where the
-- score is) and the resume's dated roles as the parser read them (JSON),
-- so a job's change recomputes the score without parsing the file again.
ALTER TABLE candidate_applications ADD COLUMN match_reasons TEXT NOT NULL DEFAULT '[]';
ALTER TABLE candidate_applications ADD COLUMN resume_roles TEXT NOT NULL DEFAULT '[]';

-- The candidate list sorts by match score within a company: the list's
-- default conditions (not archived, open jobs) first, so a page is read in
-- order from the index and the total counts index entries only.
CREATE INDEX applications_company_match ON candidate_applications (company_id, archived, job_open, match_score, id);
