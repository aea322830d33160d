-- The top bar's search at a million applications.
-- A candidate's applications are read by candidate (the newest matching
-- candidates first, then their applications).
CREATE INDEX applications_candidate ON candidate_applications (company_id, candidate_id, id);

-- Job titles by the start of a word, as candidates' names (0008): an FTS5
-- index over the title (external content, kept by triggers) answers
-- prefix queries instead of a LIKE scan of every title.
CREATE VIRTUAL TABLE requisitions_fts USING fts5(
    title, content = 'requisitions', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2', prefix = '3'
);

CREATE TRIGGER requisitions_fts_insert AFTER INSERT ON requisitions BEGIN
    INSERT INTO requisitions_fts (rowid, title) VALUES (new.id, new.title);
END;
CREATE TRIGGER requisitions_fts_delete AFTER DELETE ON requisitions BEGIN
    INSERT INTO requisitions_fts (requisitions_fts, rowid, title) VALUES ('delete', old.id, old.title);
END;
CREATE TRIGGER requisitions_fts_update AFTER UPDATE OF title ON requisitions BEGIN
    INSERT INTO requisitions_fts (requisitions_fts, rowid, title) VALUES ('delete', old.id, old.title);
    INSERT INTO requisitions_fts (rowid, title) VALUES (new.id, new.title);
END;

INSERT INTO requisitions_fts (requisitions_fts) VALUES ('rebuild');

-- The candidate list's default, "open jobs only", as a column of the
-- application kept by the job's state changes (ats.markJobOpen), so the
-- list's covering index answers it; checking each row's job against the
-- company's open jobs cost more than the rest of the query at a million.
ALTER TABLE candidate_applications ADD COLUMN job_open BOOLEAN NOT NULL DEFAULT 1;
UPDATE candidate_applications SET job_open = 0
    WHERE requisition_id IN (SELECT id FROM requisitions WHERE state NOT IN ('open', 'live'));
DROP INDEX applications_list;
CREATE INDEX applications_list ON candidate_applications (company_id, archived, job_open, source, state, experience_years, requisition_id, created_at);
