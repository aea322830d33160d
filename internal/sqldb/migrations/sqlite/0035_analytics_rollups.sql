-- The analytics rollups (docs/decisions.md "Analytics rollups"): what the
-- metrics sum, kept by ats.recordRollups in the same transaction as every
-- move, so a question over a million applications reads a few thousand
-- rows. Two grains in one table: the company's facts per UTC day and
-- source (requisition_id 0), and each job's per source over all time
-- (day ''). stage '' holds the applications (by arrival: count, agency
-- ones, how many reached each milestone) and the moves (by their day:
-- hires and their days from arrival, offers accepted and declined); a
-- stage holds its stays (by their end: days, first stays, later ones;
-- repeat_stays_prior by the end of the previous stay in the stage).
CREATE TABLE analytics_rollups (
    company_id INTEGER NOT NULL REFERENCES companies (id),
    stage TEXT NOT NULL,
    requisition_id INTEGER NOT NULL,
    day TEXT NOT NULL,
    source TEXT NOT NULL,
    apps INTEGER NOT NULL DEFAULT 0,
    agency_apps INTEGER NOT NULL DEFAULT 0,
    reached_0 INTEGER NOT NULL DEFAULT 0,
    reached_1 INTEGER NOT NULL DEFAULT 0,
    reached_2 INTEGER NOT NULL DEFAULT 0,
    reached_3 INTEGER NOT NULL DEFAULT 0,
    reached_4 INTEGER NOT NULL DEFAULT 0,
    hires INTEGER NOT NULL DEFAULT 0,
    hire_days REAL NOT NULL DEFAULT 0,
    offers_accepted INTEGER NOT NULL DEFAULT 0,
    offers_declined INTEGER NOT NULL DEFAULT 0,
    stay_days REAL NOT NULL DEFAULT 0,
    first_stays INTEGER NOT NULL DEFAULT 0,
    repeat_stays INTEGER NOT NULL DEFAULT 0,
    repeat_stays_prior INTEGER NOT NULL DEFAULT 0,
    -- A question reads one stage (or each stay stage in turn), one source
    -- (or every source's sums, '*'), then the company's day rows
    -- (requisition_id 0) by day, or some or all jobs' rows.
    PRIMARY KEY (company_id, stage, source, requisition_id, day)
) WITHOUT ROWID;

-- The questions the rollups cannot answer (a hiring manager's or a
-- department's jobs over a range or per period) are driven by the jobs:
-- these lead with the job after the company, covering what the metrics
-- read (the applications by arrival; the moves into a state; the stays).
CREATE INDEX applications_analytics_jobs ON candidate_applications (company_id, requisition_id, created_at, source, state, reached);
CREATE INDEX application_moves_to_jobs ON application_moves (company_id, requisition_id, to_state, created_at, source, applied_at);
CREATE INDEX application_moves_stays_jobs ON application_moves (company_id, requisition_id, stay_stage, created_at, source, stay_days, stage_before)
    WHERE stay_stage IS NOT NULL;

-- The backfill: ats.RollupSQL, word for word (TestRollupMigration): one
-- set-based pass per grain, then every source's sums from those rows.
DELETE FROM analytics_rollups;
INSERT INTO analytics_rollups (company_id, stage, requisition_id, day, source, apps, agency_apps, reached_0, reached_1, reached_2, reached_3, reached_4, hires, hire_days, offers_accepted, offers_declined, stay_days, first_stays, repeat_stays, repeat_stays_prior)
SELECT f.company_id, f.stage, 0, f.day, f.source, sum(f.c0), sum(f.c1), sum(f.c2), sum(f.c3), sum(f.c4), sum(f.c5), sum(f.c6), sum(f.c7), sum(f.c8), sum(f.c9), sum(f.c10), sum(f.c11), sum(f.c12), sum(f.c13), sum(f.c14)
FROM (SELECT a.company_id AS company_id, '' AS stage, a.requisition_id AS requisition_id, date(a.created_at) AS day, a.source AS source, 1 AS c0, CASE WHEN a.agency_id IS NOT NULL THEN 1 ELSE 0 END AS c1, CASE WHEN a.reached = 0 THEN 1 ELSE 0 END AS c2, CASE WHEN a.reached = 1 THEN 1 ELSE 0 END AS c3, CASE WHEN a.reached = 2 THEN 1 ELSE 0 END AS c4, CASE WHEN a.reached = 3 THEN 1 ELSE 0 END AS c5, CASE WHEN a.reached = 4 THEN 1 ELSE 0 END AS c6, 0 AS c7, 0 AS c8, 0 AS c9, 0 AS c10, 0 AS c11, 0 AS c12, 0 AS c13, 0 AS c14 FROM candidate_applications a
UNION ALL SELECT m.company_id AS company_id, '' AS stage, m.requisition_id AS requisition_id, date(m.created_at) AS day, m.source AS source, 0 AS c0, 0 AS c1, 0 AS c2, 0 AS c3, 0 AS c4, 0 AS c5, 0 AS c6, CASE WHEN m.to_state = 'joined' THEN 1 ELSE 0 END AS c7, CASE WHEN m.to_state = 'joined' THEN (julianday(m.created_at) - julianday(m.applied_at)) ELSE 0 END AS c8, CASE WHEN m.to_state = 'offer_accepted' THEN 1 ELSE 0 END AS c9, CASE WHEN m.to_state = 'offer_declined' THEN 1 ELSE 0 END AS c10, 0 AS c11, 0 AS c12, 0 AS c13, 0 AS c14 FROM application_moves m WHERE m.to_state IN ('joined', 'offer_accepted', 'offer_declined')
UNION ALL SELECT m.company_id AS company_id, m.stay_stage AS stage, m.requisition_id AS requisition_id, date(m.created_at) AS day, m.source AS source, 0 AS c0, 0 AS c1, 0 AS c2, 0 AS c3, 0 AS c4, 0 AS c5, 0 AS c6, 0 AS c7, 0 AS c8, 0 AS c9, 0 AS c10, COALESCE(m.stay_days, 0) AS c11, CASE WHEN m.stage_before IS NULL THEN 1 ELSE 0 END AS c12, CASE WHEN m.stage_before IS NULL THEN 0 ELSE 1 END AS c13, 0 AS c14 FROM application_moves m WHERE m.stay_stage IS NOT NULL
UNION ALL SELECT m.company_id AS company_id, m.stay_stage AS stage, m.requisition_id AS requisition_id, date(m.stage_before) AS day, m.source AS source, 0 AS c0, 0 AS c1, 0 AS c2, 0 AS c3, 0 AS c4, 0 AS c5, 0 AS c6, 0 AS c7, 0 AS c8, 0 AS c9, 0 AS c10, 0 AS c11, 0 AS c12, 0 AS c13, 1 AS c14 FROM application_moves m WHERE m.stay_stage IS NOT NULL AND m.stage_before IS NOT NULL) f
GROUP BY f.company_id, f.stage, f.day, f.source;
INSERT INTO analytics_rollups (company_id, stage, requisition_id, day, source, apps, agency_apps, reached_0, reached_1, reached_2, reached_3, reached_4, hires, hire_days, offers_accepted, offers_declined, stay_days, first_stays, repeat_stays, repeat_stays_prior)
SELECT f.company_id, f.stage, f.requisition_id, '', f.source, sum(f.c0), sum(f.c1), sum(f.c2), sum(f.c3), sum(f.c4), sum(f.c5), sum(f.c6), sum(f.c7), sum(f.c8), sum(f.c9), sum(f.c10), sum(f.c11), sum(f.c12), sum(f.c13), sum(f.c14)
FROM (SELECT a.company_id AS company_id, '' AS stage, a.requisition_id AS requisition_id, date(a.created_at) AS day, a.source AS source, 1 AS c0, CASE WHEN a.agency_id IS NOT NULL THEN 1 ELSE 0 END AS c1, CASE WHEN a.reached = 0 THEN 1 ELSE 0 END AS c2, CASE WHEN a.reached = 1 THEN 1 ELSE 0 END AS c3, CASE WHEN a.reached = 2 THEN 1 ELSE 0 END AS c4, CASE WHEN a.reached = 3 THEN 1 ELSE 0 END AS c5, CASE WHEN a.reached = 4 THEN 1 ELSE 0 END AS c6, 0 AS c7, 0 AS c8, 0 AS c9, 0 AS c10, 0 AS c11, 0 AS c12, 0 AS c13, 0 AS c14 FROM candidate_applications a
UNION ALL SELECT m.company_id AS company_id, '' AS stage, m.requisition_id AS requisition_id, date(m.created_at) AS day, m.source AS source, 0 AS c0, 0 AS c1, 0 AS c2, 0 AS c3, 0 AS c4, 0 AS c5, 0 AS c6, CASE WHEN m.to_state = 'joined' THEN 1 ELSE 0 END AS c7, CASE WHEN m.to_state = 'joined' THEN (julianday(m.created_at) - julianday(m.applied_at)) ELSE 0 END AS c8, CASE WHEN m.to_state = 'offer_accepted' THEN 1 ELSE 0 END AS c9, CASE WHEN m.to_state = 'offer_declined' THEN 1 ELSE 0 END AS c10, 0 AS c11, 0 AS c12, 0 AS c13, 0 AS c14 FROM application_moves m WHERE m.to_state IN ('joined', 'offer_accepted', 'offer_declined')
UNION ALL SELECT m.company_id AS company_id, m.stay_stage AS stage, m.requisition_id AS requisition_id, date(m.created_at) AS day, m.source AS source, 0 AS c0, 0 AS c1, 0 AS c2, 0 AS c3, 0 AS c4, 0 AS c5, 0 AS c6, 0 AS c7, 0 AS c8, 0 AS c9, 0 AS c10, COALESCE(m.stay_days, 0) AS c11, CASE WHEN m.stage_before IS NULL THEN 1 ELSE 0 END AS c12, CASE WHEN m.stage_before IS NULL THEN 0 ELSE 1 END AS c13, 0 AS c14 FROM application_moves m WHERE m.stay_stage IS NOT NULL
UNION ALL SELECT m.company_id AS company_id, m.stay_stage AS stage, m.requisition_id AS requisition_id, date(m.stage_before) AS day, m.source AS source, 0 AS c0, 0 AS c1, 0 AS c2, 0 AS c3, 0 AS c4, 0 AS c5, 0 AS c6, 0 AS c7, 0 AS c8, 0 AS c9, 0 AS c10, 0 AS c11, 0 AS c12, 0 AS c13, 1 AS c14 FROM application_moves m WHERE m.stay_stage IS NOT NULL AND m.stage_before IS NOT NULL) f
GROUP BY f.company_id, f.stage, f.requisition_id, f.source;
INSERT INTO analytics_rollups (company_id, stage, requisition_id, day, source, apps, agency_apps, reached_0, reached_1, reached_2, reached_3, reached_4, hires, hire_days, offers_accepted, offers_declined, stay_days, first_stays, repeat_stays, repeat_stays_prior)
SELECT r.company_id, r.stage, r.requisition_id, r.day, '*', sum(r.apps), sum(r.agency_apps), sum(r.reached_0), sum(r.reached_1), sum(r.reached_2), sum(r.reached_3), sum(r.reached_4), sum(r.hires), sum(r.hire_days), sum(r.offers_accepted), sum(r.offers_declined), sum(r.stay_days), sum(r.first_stays), sum(r.repeat_stays), sum(r.repeat_stays_prior)
FROM analytics_rollups r GROUP BY r.company_id, r.stage, r.requisition_id, r.day;
