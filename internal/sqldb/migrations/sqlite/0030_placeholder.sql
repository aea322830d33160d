-- Placeholder on branch r3/metrics only: migrations must be numbered
-- without gaps, and 0030 belongs to branch r3/charts (analytics_charts).
-- Drop this file when merging them.
SELECT 1;
