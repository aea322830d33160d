-- Smart search keeps companies apart by company_id, never by a word in the
-- indexed text (security review 3, M2): any company could write the words
-- 'hirekitcompany<N> hirekitjob<M>' into its own resumes and change another
-- company's totals and pages.

-- The company's ids in application_texts (with the rowid, which is the
-- application's id), so a search alone reads the company's entries and
-- tests each against the full-text matches (internal/ats/smart_search.go).
CREATE INDEX application_texts_company ON application_texts (company_id);

-- The texts lose their two scope words ('hirekitcompany<N> hirekitjob<M> ',
-- which ats.searchText wrote first, and 0016 too): the text after the second
-- space. The update trigger of 0016 reindexes each row in FTS5.
UPDATE application_texts
SET body = substr(body, instr(body, ' ') + instr(substr(body, instr(body, ' ') + 1), ' ') + 1)
WHERE body LIKE 'hirekitcompany%';
