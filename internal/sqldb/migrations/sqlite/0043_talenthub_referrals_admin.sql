-- Talenthub referrals, credits and admin pages (issue 29).
--
-- A referrer's page lists the candidates whose referred_by names them.
CREATE INDEX hub_candidates_referred_by ON hub_candidates (referred_by) WHERE referred_by <> '';

-- decided_by is the platform admin who approved or refused a pending
-- credit entry (decided_at says when); kept for the audit of payouts.
ALTER TABLE hub_credit_entries ADD COLUMN decided_by INTEGER;

-- The candidate's ledger page reads their entries newest first.
CREATE INDEX hub_credit_entries_candidate ON hub_credit_entries (hub_candidate_id, id);

-- A platform admin may take a profile off the public listing
-- (/talenthub/admin/talenthub-operations): admin_hidden_at is set, listed
-- cleared, and the candidate cannot list it again until an admin lifts it.
ALTER TABLE hub_candidates ADD COLUMN admin_hidden_at TIMESTAMP;
ALTER TABLE hub_candidates ADD COLUMN admin_hidden_reason TEXT NOT NULL DEFAULT '';
