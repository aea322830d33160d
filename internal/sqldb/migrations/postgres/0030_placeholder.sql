-- Placeholder on branch r3/export only: migrations must be numbered
-- without gaps, and 0030 and 0031 belong to the analytics branches
-- (charts, metrics). Drop this file when merging them.
SELECT 1;
