-- Smart search (/smart-search): a boolean search over the parsed resumes of
-- every ATS application of a company (internal/ats/smart_search.go).

-- What the parser found that filters need: the graduation year and the
-- screening tags (JSON list, and one bit per tag as in screening_resumes).
-- Applications parsed before this migration have none until parsed again.
ALTER TABLE candidate_applications ADD COLUMN graduation_year INTEGER;
ALTER TABLE candidate_applications ADD COLUMN resume_tags TEXT NOT NULL DEFAULT '[]';
ALTER TABLE candidate_applications ADD COLUMN resume_tag_bits INTEGER NOT NULL DEFAULT 0;

-- Covers the smart search's filters and row rules, so a search with them
-- reads this narrow index instead of the rows, whose resume text makes
-- them wide (see bench/README.md).
CREATE INDEX applications_smart ON candidate_applications (company_id, resume_status, state, experience_years, graduation_year, resume_tag_bits, requisition_id);

-- The text of each parsed resume (ats.searchText: words naming its company
-- and job, then the text normalised by boolquery.NormalizeText), and its
-- FTS5 index (external content, kept by triggers), as screening_texts.
CREATE TABLE application_texts (
    application_id INTEGER PRIMARY KEY REFERENCES candidate_applications (id),
    company_id INTEGER NOT NULL REFERENCES companies (id),
    body TEXT NOT NULL
);

CREATE VIRTUAL TABLE application_texts_fts USING fts5(
    body, content = 'application_texts', content_rowid = 'application_id',
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER application_texts_fts_insert AFTER INSERT ON application_texts BEGIN
    INSERT INTO application_texts_fts (rowid, body) VALUES (new.application_id, new.body);
END;
CREATE TRIGGER application_texts_fts_delete AFTER DELETE ON application_texts BEGIN
    INSERT INTO application_texts_fts (application_texts_fts, rowid, body) VALUES ('delete', old.application_id, old.body);
END;
CREATE TRIGGER application_texts_fts_update AFTER UPDATE OF body ON application_texts BEGIN
    INSERT INTO application_texts_fts (application_texts_fts, rowid, body) VALUES ('delete', old.application_id, old.body);
    INSERT INTO application_texts_fts (rowid, body) VALUES (new.application_id, new.body);
END;

-- Resumes parsed before this migration: SQL cannot run boolquery's
-- normaliser, so their text is indexed lower-cased as it is. The tokenizer
-- splits it the same way except for the few names NormalizeText spells out
-- (C++, C#, .NET, Node.js), which such a resume matches once parsed again.
INSERT INTO application_texts (application_id, company_id, body)
SELECT id, company_id, 'hirekitcompany' || company_id || ' hirekitjob' || requisition_id || ' ' || lower(resume_text)
FROM candidate_applications WHERE resume_status = 'parsed' AND resume_text <> '';
