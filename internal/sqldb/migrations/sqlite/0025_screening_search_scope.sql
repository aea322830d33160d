-- Screening's search keeps companies and jobs apart by company_id and
-- job_id, never by a word in the resume text (security review 3, M2, as
-- 0020 did for smart search): any company could write the words
-- 'hirekitcompany<N> hirekitjob<M>' into its own resumes and change
-- another company's totals and pages.

-- The index is rebuilt below, so its triggers go first.
DROP TRIGGER screening_texts_fts_insert;
DROP TRIGGER screening_texts_fts_delete;
DROP TRIGGER screening_texts_fts_update;
DROP TABLE screening_texts_fts;

-- The texts gain their job (a resume never changes job) and the FTS5
-- index's scope column, 'c<company_id> j<job_id>', generated from the two
-- ids so nothing else writes it. A search names it by column filter and
-- matches its words in body alone, so resume text never reaches it
-- ('scope : "c7" AND body : (…)'); the index alone still counts and pages
-- a company's (or a job's) matches. The table is made anew for job_id's
-- NOT NULL and reference, which ALTER TABLE cannot add.
CREATE TABLE screening_texts_new (
    resume_id INTEGER PRIMARY KEY REFERENCES screening_resumes (id),
    company_id INTEGER NOT NULL REFERENCES companies (id),
    job_id INTEGER NOT NULL REFERENCES screening_jobs (id),
    body TEXT NOT NULL,
    scope TEXT GENERATED ALWAYS AS ('c' || company_id || ' j' || job_id) VIRTUAL
);
-- The bodies lose their two scope words ('hirekitcompany<N> hirekitjob<M> ',
-- which screening.SearchText wrote first): the text after the second space.
INSERT INTO screening_texts_new (resume_id, company_id, job_id, body)
SELECT t.resume_id, t.company_id, r.job_id,
    CASE WHEN t.body LIKE 'hirekitcompany%'
        THEN substr(t.body, instr(t.body, ' ') + instr(substr(t.body, instr(t.body, ' ') + 1), ' ') + 1)
        ELSE t.body END
FROM screening_texts t JOIN screening_resumes r ON r.id = t.resume_id;
DROP TABLE screening_texts;
ALTER TABLE screening_texts_new RENAME TO screening_texts;

CREATE VIRTUAL TABLE screening_texts_fts USING fts5(
    scope, body, content = 'screening_texts', content_rowid = 'resume_id',
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER screening_texts_fts_insert AFTER INSERT ON screening_texts BEGIN
    INSERT INTO screening_texts_fts (rowid, scope, body) VALUES (new.resume_id, new.scope, new.body);
END;
CREATE TRIGGER screening_texts_fts_delete AFTER DELETE ON screening_texts BEGIN
    INSERT INTO screening_texts_fts (screening_texts_fts, rowid, scope, body) VALUES ('delete', old.resume_id, old.scope, old.body);
END;
CREATE TRIGGER screening_texts_fts_update AFTER UPDATE OF company_id, job_id, body ON screening_texts BEGIN
    INSERT INTO screening_texts_fts (screening_texts_fts, rowid, scope, body) VALUES ('delete', old.resume_id, old.scope, old.body);
    INSERT INTO screening_texts_fts (rowid, scope, body) VALUES (new.resume_id, new.scope, new.body);
END;

INSERT INTO screening_texts_fts (screening_texts_fts) VALUES ('rebuild');
