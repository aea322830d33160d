-- Home's recent activity (ats.recentActivity) reads a company's latest
-- application moves first, by when they happened; without this index the
-- engine sorts every move of the company to find eight.
CREATE INDEX application_moves_company ON application_moves (company_id, created_at, id);
