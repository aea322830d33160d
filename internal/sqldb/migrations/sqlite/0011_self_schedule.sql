-- Self-scheduling links: what a recruiter offered a candidate (the round,
-- the panel below, the slot length, the working hours read in time_zone)
-- and what became of it. state is sent, booked or revoked; a sent link
-- past expires_at reads as expired, without a job to mark it. used_at is
-- set once, by the booking's conditional update, so of two confirmations
-- racing for one link exactly one books.
CREATE TABLE self_schedule_links (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    application_id INTEGER NOT NULL REFERENCES candidate_applications (id),
    requisition_id INTEGER NOT NULL REFERENCES requisitions (id),
    -- A round deleted before anyone booked takes its links with it.
    round_id INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
    minutes INTEGER NOT NULL,
    hours_from TEXT NOT NULL,
    hours_to TEXT NOT NULL,
    time_zone TEXT NOT NULL,
    location TEXT NOT NULL DEFAULT '',
    video_link TEXT NOT NULL DEFAULT '',
    state TEXT NOT NULL,
    issued_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    sent_by INTEGER REFERENCES users (id),
    used_at TIMESTAMP,
    interview_id INTEGER REFERENCES interviews (id),
    revoked_at TIMESTAMP,
    revoked_by INTEGER REFERENCES users (id)
);
-- The timeline's list, and the earlier links a new one for the same round
-- replaces.
CREATE INDEX self_schedule_links_application ON self_schedule_links (application_id, round_id, state);

-- Who sits on a link's interview: the panel, and the shadow panel (shadow).
CREATE TABLE self_schedule_link_panel (
    link_id INTEGER NOT NULL REFERENCES self_schedule_links (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id),
    shadow INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (link_id, user_id)
);
