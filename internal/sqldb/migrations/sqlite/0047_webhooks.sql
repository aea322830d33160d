-- Webhooks out (issue 30 item 6): a company's HTTPS endpoints, and the
-- log of what was sent to them.
--
-- events is the subscribed event types joined by commas (at most eight,
-- checked in internal/webhooks). secret is the signing secret sealed with
-- AES-256-GCM (keys.Webhooks): it is shown once, when made or rotated.
-- enabled goes false by hand or when a receiver answers 410 Gone
-- (disabled_reason says which).
CREATE TABLE webhook_endpoints (
    id INTEGER PRIMARY KEY,
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    events TEXT NOT NULL,
    secret TEXT NOT NULL,
    enabled BOOLEAN NOT NULL DEFAULT TRUE,
    disabled_reason TEXT NOT NULL DEFAULT '',
    created_by BIGINT,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX webhook_endpoints_company ON webhook_endpoints (company_id, id);

-- One row is one message to one endpoint; message_id is its webhook-id
-- (the same on every attempt, so a receiver can drop repeats). payload is
-- the exact body sent. state: pending, retrying, succeeded, failed.
CREATE TABLE webhook_deliveries (
    id INTEGER PRIMARY KEY,
    company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    endpoint_id BIGINT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    message_id TEXT NOT NULL UNIQUE,
    event_type TEXT NOT NULL,
    payload TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    last_status INTEGER NOT NULL DEFAULT 0,
    last_error TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    delivered_at TIMESTAMP
);
CREATE INDEX webhook_deliveries_company ON webhook_deliveries (company_id, id);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id);

-- Every attempt of a delivery: the status answered (0 when none) or the
-- error, and how long it took.
CREATE TABLE webhook_delivery_attempts (
    id INTEGER PRIMARY KEY,
    delivery_id BIGINT NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
    attempt INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 0,
    error TEXT NOT NULL DEFAULT '',
    duration_ms INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX webhook_delivery_attempts_delivery ON webhook_delivery_attempts (delivery_id, attempt);
