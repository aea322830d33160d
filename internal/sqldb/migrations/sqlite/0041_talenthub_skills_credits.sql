-- Talenthub, part 2 (issue 29): the skills catalogue and the candidates'
-- credits ledger.
--
-- hub_skill_catalogue is the list the jobs board filters by, requirements
-- name and assessments test (spec: name, slug, category); seeded from
-- internal/marketplace/data/skills.tsv at start and editable by platform
-- admins.
CREATE TABLE hub_skill_catalogue (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL,
    name TEXT NOT NULL,
    category TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX hub_skill_catalogue_slug ON hub_skill_catalogue (slug);

-- hub_credit_entries is each candidate's credits, the same design as the
-- screening ledger: an entry per cause (a referral that completed its
-- profile, a passed assessment, an admin's grant), unique per candidate,
-- cause and key, so a retried or concurrent grant adds nothing twice.
-- state: granted counts at once; pending waits for a platform admin's
-- approval (then granted) or refusal (refused).
CREATE TABLE hub_credit_entries (
    id INTEGER PRIMARY KEY,
    hub_candidate_id INTEGER NOT NULL REFERENCES hub_candidates (id) ON DELETE CASCADE,
    cause TEXT NOT NULL,
    cause_key TEXT NOT NULL,
    credits INTEGER NOT NULL,
    state TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    decided_at TIMESTAMP
);
CREATE UNIQUE INDEX hub_credit_entries_once ON hub_credit_entries (hub_candidate_id, cause, cause_key);
CREATE INDEX hub_credit_entries_state ON hub_credit_entries (state, id);
