-- Smart search keeps companies apart by company_id, never by a word in the
-- indexed text (security review 3, M2): any company could write the words
-- 'hirekitcompany<N> hirekitjob<M>' into its own resumes and change another
-- company's totals and pages.

-- The company's ids in application_texts, so a negated search reads them
-- index-only beside its matches (internal/ats/smart_search.go).
CREATE INDEX application_texts_company ON application_texts (company_id, application_id);

-- The texts lose their two scope words ('hirekitcompany<N> hirekitjob<M> ',
-- which ats.searchText wrote first, and 0016 too); body_tsv follows (a
-- generated column).
UPDATE application_texts
SET body = regexp_replace(body, '^hirekitcompany[0-9]+ hirekitjob[0-9]+ ', '')
WHERE body LIKE 'hirekitcompany%';
