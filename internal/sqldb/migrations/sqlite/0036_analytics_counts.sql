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
    company_id INTEGER NOT NULL REFERENCES companies (id),
    requisition_id INTEGER NOT NULL,
    source TEXT NOT NULL,
    state TEXT NOT NULL,
    referred_by INTEGER NOT NULL,
    apps INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (company_id, requisition_id, source, state, referred_by)
) WITHOUT ROWID;

-- usage_days: usage events per company and UTC day, kept by
-- usage.recordDays with every batch; per page (user_id 0) and per user
-- (page ''), for the product-usage metric by page and by user.
CREATE TABLE usage_days (
    company_id INTEGER NOT NULL REFERENCES companies (id),
    day TEXT NOT NULL,
    page TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    events INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (company_id, user_id, day, page)
) WITHOUT ROWID;

-- analytics_seats: the panel seats interviews per panel member counts
-- (not a shadow's, not of a cancelled interview), kept by the interview
-- package with every write to the panel rows. Two grains: the company's
-- per UTC day of the start (requisition_id 0), each job's over all time
-- (day '').
CREATE TABLE analytics_seats (
    company_id INTEGER NOT NULL REFERENCES companies (id),
    requisition_id INTEGER NOT NULL,
    day TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    seats INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (company_id, requisition_id, day, user_id)
) WITHOUT ROWID;

-- analytics_cards: the scorecards scorecard turnaround averages, and
-- their days from the interview's end (0 for a card sent before it),
-- kept by the interview package with every card submitted or changed and
-- every interview rescheduled. The same two grains, by the card's day,
-- each per member and for every member (user_id 0).
CREATE TABLE analytics_cards (
    company_id INTEGER NOT NULL REFERENCES companies (id),
    requisition_id INTEGER NOT NULL,
    day TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    cards INTEGER NOT NULL DEFAULT 0,
    card_days REAL NOT NULL DEFAULT 0,
    PRIMARY KEY (company_id, requisition_id, day, user_id)
) WITHOUT ROWID;

-- The backfills: ats.StateCountSQL, usage.DaySQL, interview.SeatSQL and
-- interview.CardSQL, word for word (TestStateCountMigration,
-- TestDayMigration, TestSeatMigration, TestCardMigration).
DELETE FROM analytics_states;
INSERT INTO analytics_states (company_id, requisition_id, source, state, referred_by, apps)
SELECT a.company_id, a.requisition_id, a.source, a.state, COALESCE(a.referred_by, 0), count(*)
FROM candidate_applications a GROUP BY a.company_id, a.requisition_id, a.source, a.state, COALESCE(a.referred_by, 0);
INSERT INTO analytics_states (company_id, requisition_id, source, state, referred_by, apps)
SELECT s.company_id, 0, s.source, s.state, s.referred_by, sum(s.apps)
FROM analytics_states s GROUP BY s.company_id, s.source, s.state, s.referred_by;
DELETE FROM usage_days;
INSERT INTO usage_days (company_id, day, page, user_id, events)
SELECT u.company_id, date(u.occurred_at), u.page, 0, count(*) FROM usage_events u GROUP BY u.company_id, date(u.occurred_at), u.page;
INSERT INTO usage_days (company_id, day, page, user_id, events)
SELECT u.company_id, date(u.occurred_at), '', u.user_id, count(*) FROM usage_events u GROUP BY u.company_id, date(u.occurred_at), u.user_id;
DELETE FROM analytics_seats;
INSERT INTO analytics_seats (company_id, requisition_id, day, user_id, seats)
SELECT p.company_id, 0, date(p.starts_at), p.user_id, count(*) FROM interview_panel p WHERE NOT p.shadow AND p.state <> 'cancelled'
GROUP BY p.company_id, date(p.starts_at), p.user_id;
INSERT INTO analytics_seats (company_id, requisition_id, day, user_id, seats)
SELECT p.company_id, i.requisition_id, '', p.user_id, count(*) FROM interview_panel p JOIN interviews i ON i.id = p.interview_id
WHERE NOT p.shadow AND p.state <> 'cancelled' GROUP BY p.company_id, i.requisition_id, p.user_id;
DELETE FROM analytics_cards;
INSERT INTO analytics_cards (company_id, requisition_id, day, user_id, cards, card_days)
SELECT c.company_id, 0, date(c.created_at), c.user_id, count(*), sum(max(julianday(c.created_at) - julianday(i.ends_at), 0.0))
FROM scorecards c JOIN interviews i ON i.id = c.interview_id
GROUP BY c.company_id, date(c.created_at), c.user_id;
INSERT INTO analytics_cards (company_id, requisition_id, day, user_id, cards, card_days)
SELECT c.company_id, i.requisition_id, '', c.user_id, count(*), sum(max(julianday(c.created_at) - julianday(i.ends_at), 0.0))
FROM scorecards c JOIN interviews i ON i.id = c.interview_id
GROUP BY c.company_id, i.requisition_id, c.user_id;
INSERT INTO analytics_cards (company_id, requisition_id, day, user_id, cards, card_days)
SELECT r.company_id, r.requisition_id, r.day, 0, sum(r.cards), sum(r.card_days) FROM analytics_cards r GROUP BY r.company_id, r.requisition_id, r.day;
