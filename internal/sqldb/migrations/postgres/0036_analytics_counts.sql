-- Counts the analytics read instead of every row (docs/decisions.md
-- "Current state counts"), each kept in the same transaction as the
-- write it counts.
--
-- analytics_states: the company's applications in each state today, per
-- job, source and referrer (0 for none), kept by ats.recordStateCounts
-- with every move (one from the old state, one to the new). Two grains:
-- each job's rows, and the company's (requisition_id 0). They answer
-- applications by state and referrals by referrer without dates.
CREATE TABLE analytics_states (
    company_id BIGINT NOT NULL REFERENCES companies (id),
    requisition_id BIGINT NOT NULL,
    source TEXT NOT NULL,
    state TEXT NOT NULL,
    referred_by BIGINT NOT NULL,
    apps BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (company_id, requisition_id, source, state, referred_by)
);

-- usage_days: usage events per company and UTC day, kept by
-- usage.recordDays with every batch; per page (user_id 0) and per user
-- (page ''), for the product-usage metric by page and by user.
CREATE TABLE usage_days (
    company_id BIGINT NOT NULL REFERENCES companies (id),
    day TEXT NOT NULL,
    page TEXT NOT NULL,
    user_id BIGINT NOT NULL,
    events BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (company_id, day, page, user_id)
);

-- Interviews per panel member and scorecard turnaround read their own
-- rows (a panel seat's or a card's count is not kept): these indexes
-- (replacing 0031's on the company and date alone) hold every column the
-- two read, so a range of dates reads the index only.
DROP INDEX interview_panel_company;
CREATE INDEX interview_panel_analytics ON interview_panel (company_id, starts_at, user_id, shadow, state, interview_id);
DROP INDEX scorecards_created;
CREATE INDEX scorecards_analytics ON scorecards (company_id, created_at, interview_id, user_id, application_id);

-- The backfills: ats.StateCountSQL and usage.DaySQL, word for word
-- (TestStateCountMigration, TestDayMigration).
DELETE FROM analytics_states;
INSERT INTO analytics_states (company_id, requisition_id, source, state, referred_by, apps)
SELECT a.company_id, a.requisition_id, a.source, a.state, COALESCE(a.referred_by, 0), count(*)
FROM candidate_applications a GROUP BY a.company_id, a.requisition_id, a.source, a.state, COALESCE(a.referred_by, 0);
INSERT INTO analytics_states (company_id, requisition_id, source, state, referred_by, apps)
SELECT s.company_id, 0, s.source, s.state, s.referred_by, sum(s.apps)
FROM analytics_states s GROUP BY s.company_id, s.source, s.state, s.referred_by;
DELETE FROM usage_days;
INSERT INTO usage_days (company_id, day, page, user_id, events)
SELECT u.company_id, to_char(u.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), u.page, 0, count(*) FROM usage_events u GROUP BY u.company_id, to_char(u.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), u.page;
INSERT INTO usage_days (company_id, day, page, user_id, events)
SELECT u.company_id, to_char(u.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), '', u.user_id, count(*) FROM usage_events u GROUP BY u.company_id, to_char(u.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), u.user_id;
