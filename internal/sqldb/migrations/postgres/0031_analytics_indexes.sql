-- The analytics metrics (internal/analytics) read each kind of row by the
-- company and the date it is charted by, so a range reads one index range.
-- Hires, time to hire and offer acceptance read the moves into one state
-- (joined, offer_accepted, offer_declined) over a period.
CREATE INDEX application_moves_state ON application_moves (company_id, to_state, created_at, application_id);
-- Interviews per panel member: the company's panel seats by start.
CREATE INDEX interview_panel_company ON interview_panel (company_id, starts_at);
-- Scorecard turnaround: the company's scorecards by when they were sent.
CREATE INDEX scorecards_created ON scorecards (company_id, created_at);
