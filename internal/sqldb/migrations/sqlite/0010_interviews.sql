-- Interviews on Hirekit's own calendar: one row per interview, with the
-- iCalendar UID its invitations keep and the SEQUENCE each change raises.
-- requisition_id is the application's job, copied so lists filter by job
-- (and by the viewer's jobs) without a join.
CREATE TABLE interviews (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    application_id INTEGER NOT NULL REFERENCES candidate_applications (id),
    requisition_id INTEGER NOT NULL REFERENCES requisitions (id),
    round_id INTEGER NOT NULL REFERENCES rounds (id),
    starts_at TIMESTAMP NOT NULL,
    ends_at TIMESTAMP NOT NULL,
    time_zone TEXT NOT NULL,
    location TEXT NOT NULL DEFAULT '',
    video_link TEXT NOT NULL DEFAULT '',
    state TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    uid TEXT NOT NULL UNIQUE,
    sequence INTEGER NOT NULL DEFAULT 0,
    scheduled_by INTEGER REFERENCES users (id),
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
-- The /interviews list: upcoming and past by start, its filters read from
-- the index (see bench/README.md).
CREATE INDEX interviews_list ON interviews (company_id, starts_at, ends_at, state, requisition_id, round_id);
CREATE INDEX interviews_job ON interviews (company_id, requisition_id, starts_at, ends_at, state, round_id);
-- Totals of the unfiltered upcoming and past lists count this narrow one.
CREATE INDEX interviews_ends ON interviews (company_id, ends_at);
CREATE INDEX interviews_application ON interviews (application_id, starts_at);
-- The candidate list's round_filters.
CREATE INDEX interviews_rounds ON interviews (company_id, round_id, state, application_id);

-- Who sits on each interview: the panel, and the shadow panel (shadow).
-- Start, end and state are copied from the interview (and kept with it in
-- the same transaction) so a member's busy time and weekly count read one
-- index range. reminder_job_id is the member's scorecard reminder.
CREATE TABLE interview_panel (
    interview_id INTEGER NOT NULL REFERENCES interviews (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id),
    company_id INTEGER NOT NULL REFERENCES companies (id),
    shadow INTEGER NOT NULL DEFAULT 0,
    starts_at TIMESTAMP NOT NULL,
    ends_at TIMESTAMP NOT NULL,
    state TEXT NOT NULL,
    reminder_job_id INTEGER,
    PRIMARY KEY (interview_id, user_id)
);
CREATE INDEX interview_panel_user ON interview_panel (user_id, starts_at);

-- A panel member's scorecard of a round for an application: one each,
-- ratings as a JSON list of {attribute, rating}.
CREATE TABLE scorecards (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    application_id INTEGER NOT NULL REFERENCES candidate_applications (id),
    round_id INTEGER NOT NULL REFERENCES rounds (id),
    interview_id INTEGER NOT NULL REFERENCES interviews (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    ratings TEXT NOT NULL,
    recommendation TEXT NOT NULL,
    notes TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    UNIQUE (application_id, round_id, user_id)
);
CREATE INDEX scorecards_company ON scorecards (company_id, application_id);

-- Invitations carry an iCalendar part (text/calendar; method=…).
ALTER TABLE mail_messages ADD COLUMN calendar TEXT NOT NULL DEFAULT '';
ALTER TABLE mail_messages ADD COLUMN calendar_method TEXT NOT NULL DEFAULT '';
