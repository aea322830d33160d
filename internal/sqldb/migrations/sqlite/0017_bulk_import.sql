-- Bulk import of candidates into a job (issue 18): a sheet (CSV or XLSX)
-- and an optional zip of resumes, both in the blob store; the column
-- mapping the user confirmed; the counts of the last validation; and the
-- worker's cursor. next_row is the number of data rows the worker has
-- written, committed in the same transaction as their applications, so a
-- retried job resumes after them and never imports a row twice.
-- state: uploaded, previewed, importing, done, failed.
CREATE TABLE bulk_imports (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    requisition_id INTEGER NOT NULL REFERENCES requisitions (id),
    created_by INTEGER NOT NULL REFERENCES users (id),
    state TEXT NOT NULL,
    sheet_key TEXT NOT NULL,
    sheet_name TEXT NOT NULL,
    zip_key TEXT NOT NULL DEFAULT '',
    zip_name TEXT NOT NULL DEFAULT '',
    headers TEXT NOT NULL DEFAULT '[]',
    mapping TEXT NOT NULL DEFAULT '{}',
    total_rows INTEGER NOT NULL DEFAULT 0,
    error_rows INTEGER NOT NULL DEFAULT 0,
    duplicate_rows INTEGER NOT NULL DEFAULT 0,
    possible_duplicate_rows INTEGER NOT NULL DEFAULT 0,
    skip_bad_rows BOOLEAN NOT NULL DEFAULT FALSE,
    next_row INTEGER NOT NULL DEFAULT 0,
    imported INTEGER NOT NULL DEFAULT 0,
    linked INTEGER NOT NULL DEFAULT 0,
    already_applied INTEGER NOT NULL DEFAULT 0,
    skipped INTEGER NOT NULL DEFAULT 0,
    resumes_attached INTEGER NOT NULL DEFAULT 0,
    resumes_missing INTEGER NOT NULL DEFAULT 0,
    failure TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

CREATE INDEX bulk_imports_company ON bulk_imports (company_id, requisition_id);

-- What validation and the import found, row by row: kind is error (blocks
-- the import), duplicate (the email is already a candidate of the
-- company: linked, or already applied to this job: not doubled),
-- possible_duplicate (same phone as another candidate), or, written by
-- the worker, resume_missing and skipped. Validation replaces the
-- validation kinds; the preview pages through them without re-reading
-- the sheet.
CREATE TABLE bulk_import_problems (
    id INTEGER PRIMARY KEY,
    import_id INTEGER NOT NULL REFERENCES bulk_imports (id) ON DELETE CASCADE,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    row_number INTEGER NOT NULL,
    kind TEXT NOT NULL,
    field TEXT NOT NULL DEFAULT '',
    message TEXT NOT NULL
);

CREATE INDEX bulk_import_problems_import ON bulk_import_problems (import_id, row_number, id);
