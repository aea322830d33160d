-- Exports from /csv-builder (issue 26): a candidate list or a metric
-- written as CSV or XLSX by a queue job into the blob store, row by row,
-- for the user who asked (only they may read it). request holds what to
-- write as JSON (columns, filter and view; or the metric query). state:
-- queued, running, done, failed. rows_done moves every batch so the page
-- shows progress. The file and its row go after expires_at (the hourly
-- purge).
CREATE TABLE exports (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    slug TEXT NOT NULL UNIQUE,
    created_by INTEGER NOT NULL REFERENCES users (id),
    kind TEXT NOT NULL,
    format TEXT NOT NULL,
    request TEXT NOT NULL,
    state TEXT NOT NULL,
    rows_done INTEGER NOT NULL DEFAULT 0,
    rows_total INTEGER NOT NULL DEFAULT 0,
    filename TEXT NOT NULL,
    file_key TEXT NOT NULL DEFAULT '',
    file_size INTEGER NOT NULL DEFAULT 0,
    error TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
);

-- A user's exports under way (the per-user limit), and the purge's walk.
CREATE INDEX exports_user ON exports (company_id, created_by, state);
CREATE INDEX exports_expires ON exports (expires_at);
