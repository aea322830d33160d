-- A careers application made with the email of a candidate the company
-- already had is attached to that candidate but marked until the address
-- is proved (the candidate signs in to it with a mailed passcode), so the
-- recruiters never take an anonymous submission for the known person's.
ALTER TABLE candidate_applications ADD COLUMN email_unconfirmed BOOLEAN NOT NULL DEFAULT 0;

-- An employee follows every referral they made (GET my-referrals),
-- those of people who were already in the job too.
CREATE INDEX duplicate_submissions_submitter ON duplicate_submissions (company_id, submitted_by);
