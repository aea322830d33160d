-- Files written to the blob store before the transaction that records
-- them (intake.Store.Save of a rule with Claimed): one row per file until
-- that transaction claims it. A process killed in between leaves the row,
-- and purge_pending_blobs deletes the file after an hour.
CREATE TABLE pending_blobs (
    blob_key TEXT PRIMARY KEY,
    created_at TIMESTAMP NOT NULL
);

CREATE INDEX pending_blobs_created ON pending_blobs (created_at);
