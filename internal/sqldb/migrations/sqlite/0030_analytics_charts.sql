-- Saved chart cards: each belongs to one user's /analytics dashboard, in
-- position order. query is the chart's query as JSON (metric, filters,
-- group_by, period), read back by the analytics package only. A share
-- link is an HMAC over the chart's id and share_version: sharing again or
-- revoking bumps the version, so every earlier link stops working; shared
-- says whether the current version's link is live.
CREATE TABLE analytics_charts (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    chart_type TEXT NOT NULL,
    query TEXT NOT NULL,
    position INTEGER NOT NULL,
    shared BOOLEAN NOT NULL DEFAULT FALSE,
    share_version INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

-- A dashboard lists its owner's charts in order.
CREATE INDEX analytics_charts_owner ON analytics_charts (company_id, user_id, position);

-- One row per user whose dashboard has been started: the default set is
-- saved when the row is created, so a user who deleted every chart does
-- not get the defaults back. Saves lock the row, which keeps two
-- concurrent saves from passing the per-user limit together.
CREATE TABLE analytics_dashboards (
    company_id INTEGER NOT NULL REFERENCES companies (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (company_id, user_id)
);
