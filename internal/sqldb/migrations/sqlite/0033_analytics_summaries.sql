-- The analytics at a million applications (bench/analytics): what the
-- metrics read from a history is written with it, in the same transaction
-- as each move (ats.recordMove), so no metric joins or windows over the
-- history. ats.MoveSummarySQL recomputes it from the raw history; the
-- backfill below is the same statements (TestMoveSummaryMigration).
--
-- The furthest funnel milestone an application's history reached (0
-- applied, 1 screened, 2 interviewed, 3 offered, 4 hired).
ALTER TABLE candidate_applications ADD COLUMN reached INTEGER NOT NULL DEFAULT 0;
-- A move's application's job, source and arrival, copied from it (none
-- of them ever changes).
ALTER TABLE application_moves ADD COLUMN requisition_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE application_moves ADD COLUMN source TEXT NOT NULL DEFAULT '';
ALTER TABLE application_moves ADD COLUMN applied_at TIMESTAMP;
-- The stay the move ends: its stage (NULL when from_state is in none),
-- its length in days, and when the application's previous stay in the
-- same stage ended (NULL for its first).
ALTER TABLE application_moves ADD COLUMN stay_stage TEXT;
ALTER TABLE application_moves ADD COLUMN stay_days REAL;
ALTER TABLE application_moves ADD COLUMN stage_before TIMESTAMP;

UPDATE application_moves SET requisition_id = h.requisition_id, source = h.source, applied_at = h.applied_at,
stay_stage = h.stage, stay_days = h.days, stage_before = h.before
FROM (SELECT g.id, g.requisition_id, g.source, g.applied_at, g.stage,
CASE WHEN g.stage IS NULL THEN NULL ELSE (julianday(g.created_at) - julianday(g.began)) END AS days,
CASE WHEN g.stage IS NULL THEN NULL ELSE LAG(g.created_at) OVER (PARTITION BY g.application_id, g.stage ORDER BY g.id) END AS before
FROM (SELECT m.id, m.application_id, m.created_at, a.requisition_id, a.source, a.created_at AS applied_at, CASE WHEN m.from_state IN ('unknown', 'applied', 'sourced', 'referred') THEN 'entry' WHEN m.from_state IN ('ta_screen', 'hm_screen') THEN 'screen' WHEN m.from_state IN ('assignment_shared', 'assignment_passed') THEN 'assignment' WHEN m.from_state IN ('schedule_round', 'round_scheduled', 'round_in_progress', 'schedule_debrief', 'debrief_scheduled') THEN 'interview' WHEN m.from_state IN ('negotiate_offer') THEN 'salary' WHEN m.from_state IN ('generate_offer', 'offer_shared', 'offer_accepted') THEN 'offer' END AS stage,
LAG(m.created_at) OVER (PARTITION BY m.application_id ORDER BY m.id) AS began
FROM application_moves m JOIN candidate_applications a ON a.id = m.application_id) g) h
WHERE h.id = application_moves.id;
UPDATE candidate_applications SET reached = COALESCE((SELECT max(CASE WHEN m.to_state IN ('joined') THEN 4 WHEN m.to_state IN ('generate_offer', 'offer_shared', 'offer_accepted') THEN 3 WHEN m.to_state IN ('schedule_round', 'round_scheduled', 'round_in_progress', 'schedule_debrief', 'debrief_scheduled', 'negotiate_offer') THEN 2 WHEN m.to_state IN ('ta_screen', 'hm_screen', 'assignment_shared', 'assignment_passed') THEN 1 ELSE 0 END) FROM application_moves m
WHERE m.application_id = candidate_applications.id), 0);

-- Hires, time to hire and offer acceptance: the moves into a state over a
-- period, with everything they group and filter by (replaces 0031's).
DROP INDEX application_moves_state;
CREATE INDEX application_moves_to ON application_moves (company_id, to_state, created_at, requisition_id, source, applied_at);
-- Time in stage: the stays, by stage and end.
CREATE INDEX application_moves_stays ON application_moves (company_id, stay_stage, created_at, requisition_id, source, stay_days, stage_before)
    WHERE stay_stage IS NOT NULL;
-- The counts of applications and the funnel: by arrival, with what they
-- group and filter by.
CREATE INDEX applications_analytics ON candidate_applications (company_id, created_at, requisition_id, source, state, reached);
