-- Home's recent activity (ats.recentActivity) reads a company's newest
-- application moves first; without this index the engine walks every
-- company's moves from the newest until it has found eight of this one.
CREATE INDEX application_moves_company ON application_moves (company_id, id);
