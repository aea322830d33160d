-- Talenthub job alerts (issue 29): the daily digest of new board jobs that
-- match a candidate (internal/marketplace/job_alerts.go).
--
-- hub_job_alert_digests is each candidate's last digest: at most one a day
-- (the digest's transaction updates it only when the last one is older
-- than the gap, so two runs at once send one), and the next one lists jobs
-- published since.
CREATE TABLE hub_job_alert_digests (
    hub_candidate_id BIGINT PRIMARY KEY REFERENCES hub_candidates (id) ON DELETE CASCADE,
    sent_at TIMESTAMPTZ NOT NULL
);

-- hub_job_alerts_sent is each board job mailed to a candidate, written in
-- the transaction that queues the mail: the primary key makes a retried or
-- concurrent run skip a job already mailed, so no job is mailed twice.
CREATE TABLE hub_job_alerts_sent (
    hub_candidate_id BIGINT NOT NULL REFERENCES hub_candidates (id) ON DELETE CASCADE,
    board_job_id BIGINT NOT NULL REFERENCES hub_board_jobs (id) ON DELETE CASCADE,
    sent_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (hub_candidate_id, board_job_id)
);
CREATE INDEX hub_job_alerts_sent_job ON hub_job_alerts_sent (board_job_id);
