-- /wand: applicants the browser extension downloaded from a job board
-- (issue 30 item 5).
--
-- One row is one user's download of one candidate profile from one board
-- on one UTC day. profile_key is the sha256 (hex) of the normalized
-- profile URL or id (screening/wand.go), so the unique key stays short
-- whatever the URL's length; profile keeps what the extension sent, for
-- support. The unique index is the de-duplication: the extension may send
-- the same download again (a retry, the same page opened twice) and it
-- counts once a day (INSERT ... ON CONFLICT DO NOTHING).
CREATE TABLE wand_downloads (
    id INTEGER PRIMARY KEY,
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    board TEXT NOT NULL,
    profile TEXT NOT NULL,
    profile_key TEXT NOT NULL,
    day TEXT NOT NULL,
    downloaded_at TIMESTAMP NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX wand_downloads_once ON wand_downloads (user_id, board, profile_key, day);
-- The chart and the totals read a company's downloads by time.
CREATE INDEX wand_downloads_company ON wand_downloads (company_id, downloaded_at);
