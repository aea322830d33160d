-- Talenthub, part 2 (issue 29): assessments and certifications.
--
-- hub_assessment_attempts is one timed test of one skill. questions holds
-- the drawn questions as the candidate sees them (shuffled questions and
-- options) with the correct option per question, as JSON: server-side
-- only, never sent before the attempt is finished. state is open until
-- finished; finishing is a conditional UPDATE (state = 'open'), so a
-- concurrent second finish scores nothing. result: passed, partial or
-- failed; level the proficiency a pass gave (0 otherwise).
CREATE TABLE hub_assessment_attempts (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL,
    hub_candidate_id INTEGER NOT NULL REFERENCES hub_candidates (id) ON DELETE CASCADE,
    skill_slug TEXT NOT NULL,
    skill_name TEXT NOT NULL,
    questions TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'open',
    started_at TIMESTAMP NOT NULL,
    deadline TIMESTAMP NOT NULL,
    finished_at TIMESTAMP,
    score INTEGER NOT NULL DEFAULT 0,
    total INTEGER NOT NULL DEFAULT 0,
    result TEXT NOT NULL DEFAULT '',
    level INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX hub_assessment_attempts_public ON hub_assessment_attempts (public_id);
CREATE INDEX hub_assessment_attempts_candidate ON hub_assessment_attempts (hub_candidate_id, skill_slug, started_at);

-- hub_assessment_answers is each answer as given: one per question
-- (primary key), so a question is answered once; only answers given
-- before the deadline are stored.
CREATE TABLE hub_assessment_answers (
    attempt_id INTEGER NOT NULL REFERENCES hub_assessment_attempts (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    choice INTEGER NOT NULL,
    answered_at TIMESTAMP NOT NULL,
    PRIMARY KEY (attempt_id, position)
);

-- hub_certificates is a certificate a candidate claimed after passing at
-- level 2 or more: a random slug for the public verification page; one
-- per candidate, skill and level. revoked_at set by a platform admin.
CREATE TABLE hub_certificates (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL,
    hub_candidate_id INTEGER NOT NULL REFERENCES hub_candidates (id) ON DELETE CASCADE,
    skill_slug TEXT NOT NULL,
    skill_name TEXT NOT NULL,
    level INTEGER NOT NULL,
    issued_at TIMESTAMP NOT NULL,
    revoked_at TIMESTAMP
);
CREATE UNIQUE INDEX hub_certificates_slug ON hub_certificates (slug);
CREATE UNIQUE INDEX hub_certificates_once ON hub_certificates (hub_candidate_id, skill_slug, level);

-- A skill a platform admin removed from the catalogue: kept (candidates'
-- skills and certificates name it) but no longer listed or assessed, and
-- not seeded again at start.
ALTER TABLE hub_skill_catalogue ADD COLUMN removed_at TIMESTAMP;
