-- Talenthub: "Report this profile" on the public profile (issue 29).
--
-- One row is one visitor's report of one profile. reporter_key names the
-- reporter without saying who they are: a keyed hash of the signed-in
-- account, or of the client's address and the day (marketplace/report.go);
-- the candidate never sees it, nor anything else of the reporter's.
-- state: open until a platform admin dismisses the profile's reports
-- (dismissed) or unlists the profile (unlisted), in the same transaction.
-- The partial unique index keeps one open report per profile and
-- reporter: a repeat replaces the reason and details, it never stacks.
CREATE TABLE hub_profile_reports (
    id INTEGER PRIMARY KEY,
    hub_candidate_id BIGINT NOT NULL REFERENCES hub_candidates (id) ON DELETE CASCADE,
    reporter_key TEXT NOT NULL,
    reason TEXT NOT NULL,
    details TEXT NOT NULL DEFAULT '',
    state TEXT NOT NULL DEFAULT 'open',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    closed_at TIMESTAMP,
    closed_by BIGINT
);
CREATE UNIQUE INDEX hub_profile_reports_open ON hub_profile_reports (hub_candidate_id, reporter_key) WHERE state = 'open';
-- The admins' list groups by profile, the most recently reported first.
CREATE INDEX hub_profile_reports_candidate ON hub_profile_reports (hub_candidate_id, created_at);
