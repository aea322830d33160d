-- Screening's search keeps companies and jobs apart by company_id and
-- job_id, never by a word in the indexed text (security review 3, M2, as
-- 0020 did for smart search): any company could write the words
-- 'hirekitcompany<N> hirekitjob<M>' into its own resumes and change
-- another company's totals and pages. (IF NOT EXISTS: a test runs this
-- file again over texts written the old way.)

-- The texts gain their job (a resume never changes job), so a search
-- filters company_id and job_id beside the GIN match.
ALTER TABLE screening_texts ADD COLUMN IF NOT EXISTS job_id BIGINT REFERENCES screening_jobs (id);

-- One pass fills the job and takes the two scope words out of the bodies
-- ('hirekitcompany<N> hirekitjob<M> ', which screening.SearchText wrote
-- first); body_tsv follows (a generated column).
UPDATE screening_texts t
SET job_id = r.job_id, body = regexp_replace(t.body, '^hirekitcompany[0-9]+ hirekitjob[0-9]+ ', '')
FROM screening_resumes r
WHERE r.id = t.resume_id;
ALTER TABLE screening_texts ALTER COLUMN job_id SET NOT NULL;

-- A company's (or job's) text ids, read index-only: a negated search is
-- them less its matches (internal/screening/search.go).
CREATE INDEX IF NOT EXISTS screening_texts_scope ON screening_texts (company_id, job_id, resume_id);
