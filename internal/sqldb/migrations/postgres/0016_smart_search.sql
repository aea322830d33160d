-- Smart search (/smart-search): a boolean search over the parsed resumes of
-- every ATS application of a company (internal/ats/smart_search.go).

-- What the parser found that filters need: the graduation year and the
-- screening tags (JSON list, and one bit per tag as in screening_resumes).
-- Applications parsed before this migration have none until parsed again.
ALTER TABLE candidate_applications ADD COLUMN graduation_year INTEGER;
ALTER TABLE candidate_applications ADD COLUMN resume_tags TEXT NOT NULL DEFAULT '[]';
ALTER TABLE candidate_applications ADD COLUMN resume_tag_bits BIGINT NOT NULL DEFAULT 0;

-- Covers the smart search's filters and row rules, so a search with them
-- reads this narrow index instead of the rows, whose resume text makes
-- them wide (see bench/README.md). The id ends it for index-only scans
-- (SQLite's indexes hold the rowid anyway).
CREATE INDEX applications_smart ON candidate_applications (company_id, resume_status, state, experience_years, graduation_year, resume_tag_bits, requisition_id, id);

-- The text of each parsed resume (ats.searchText: words naming its company
-- and job, then the text normalised by boolquery.NormalizeText), with a
-- tsvector of it in the 'simple' configuration and a GIN index, as
-- screening_texts (0016 there).
CREATE TABLE application_texts (
    application_id BIGINT PRIMARY KEY REFERENCES candidate_applications (id),
    company_id BIGINT NOT NULL REFERENCES companies (id),
    body TEXT NOT NULL,
    body_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', body)) STORED
);
CREATE INDEX application_texts_search ON application_texts USING gin (body_tsv);
-- Text and vector go out of line (TOAST) from 128 bytes: the heap keeps
-- narrow rows, so the ids of a search's matches are read from few pages.
ALTER TABLE application_texts SET (toast_tuple_target = 128);
-- A phrase is checked against each match's positions: an uncompressed
-- vector is read without unpacking it (38 → 31 ms for 10,000 matches).
ALTER TABLE application_texts ALTER COLUMN body_tsv SET STORAGE EXTERNAL;

-- Resumes parsed before this migration: SQL cannot run boolquery's
-- normaliser, so their text is indexed lower-cased as it is. The parser
-- splits it much the same way except for the few names NormalizeText
-- spells out (C++, C#, .NET, Node.js) and PostgreSQL's compound tokens
-- (emails, URLs, hyphenated words), which such a resume matches once
-- parsed again.
INSERT INTO application_texts (application_id, company_id, body)
SELECT id, company_id, 'hirekitcompany' || company_id || ' hirekitjob' || requisition_id || ' ' || lower(resume_text)
FROM candidate_applications WHERE resume_status = 'parsed' AND resume_text <> '';
