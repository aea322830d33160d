-- Security review 3, L6: what each import's stored files take, so a
-- company's import files can be held to a quota (the sum over its imports
-- whose files are still stored); sizes and keys are cleared when the files
-- are removed (a finished import, or one not started within a day).
ALTER TABLE bulk_imports ADD COLUMN sheet_size BIGINT NOT NULL DEFAULT 0;
ALTER TABLE bulk_imports ADD COLUMN zip_size BIGINT NOT NULL DEFAULT 0;

-- The purge finds imports whose files are still stored by state and age.
CREATE INDEX bulk_imports_state ON bulk_imports (state, updated_at);
