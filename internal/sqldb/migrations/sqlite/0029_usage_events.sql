-- Which screens the company's users open (the spec's 23 usage-tracking
-- page identifiers), sent in batches by the web app and kept here, per
-- company and user, instead of in a third-party service. occurred_at is
-- when the browser saw the page; created_at when the batch arrived.
CREATE TABLE usage_events (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    page TEXT NOT NULL,
    occurred_at TIMESTAMP NOT NULL,
    created_at TIMESTAMP NOT NULL
);

-- The product-usage metric reads one company's events over a period.
CREATE INDEX usage_events_company_time ON usage_events (company_id, occurred_at);
