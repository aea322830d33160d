-- Smart search keeps companies apart by company_id, never by a word in the
-- resume text (security review 3, M2): any company could write the words
-- 'hirekitcompany<N> hirekitjob<M>' into its own resumes and change another
-- company's totals and pages.

-- The texts lose their two scope words ('hirekitcompany<N> hirekitjob<M> ',
-- which ats.searchText wrote first, and 0016 too): the text after the second
-- space. The index is rebuilt below, so its triggers go first.
DROP TRIGGER application_texts_fts_insert;
DROP TRIGGER application_texts_fts_delete;
DROP TRIGGER application_texts_fts_update;
DROP TABLE application_texts_fts;
UPDATE application_texts
SET body = substr(body, instr(body, ' ') + instr(substr(body, instr(body, ' ') + 1), ' ') + 1)
WHERE body LIKE 'hirekitcompany%';

-- The company goes into FTS5 as its own column, 'c<company_id>', computed
-- from company_id (a generated column, so nothing else writes it); a search
-- names it by column filter and matches its words in body alone, so resume
-- text never reaches it ("scope : c7 AND body : (…)"). The index alone then
-- counts and pages a company's matches, as fast as before.
ALTER TABLE application_texts ADD COLUMN scope TEXT GENERATED ALWAYS AS ('c' || company_id) VIRTUAL;

CREATE VIRTUAL TABLE application_texts_fts USING fts5(
    scope, body, content = 'application_texts', content_rowid = 'application_id',
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER application_texts_fts_insert AFTER INSERT ON application_texts BEGIN
    INSERT INTO application_texts_fts (rowid, scope, body) VALUES (new.application_id, new.scope, new.body);
END;
CREATE TRIGGER application_texts_fts_delete AFTER DELETE ON application_texts BEGIN
    INSERT INTO application_texts_fts (application_texts_fts, rowid, scope, body) VALUES ('delete', old.application_id, old.scope, old.body);
END;
CREATE TRIGGER application_texts_fts_update AFTER UPDATE OF company_id, body ON application_texts BEGIN
    INSERT INTO application_texts_fts (application_texts_fts, rowid, scope, body) VALUES ('delete', old.application_id, old.scope, old.body);
    INSERT INTO application_texts_fts (rowid, scope, body) VALUES (new.application_id, new.scope, new.body);
END;

INSERT INTO application_texts_fts (application_texts_fts) VALUES ('rebuild');
