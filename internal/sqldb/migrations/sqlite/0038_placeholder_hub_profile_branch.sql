-- PLACEHOLDER for another helper's migration 0038 so that 0039 runs on this branch.
-- The lead deletes this file at merge.
SELECT 1;
