-- Payments (internal/billing): Razorpay orders for the credit plans and
-- the webhook events already handled.

-- One row per Razorpay order. status moves created -> paid (or failed ->
-- paid: a late capture) by one conditional UPDATE in the transaction that
-- grants the credits, so the browser's confirmation and the webhook,
-- racing, grant once; the ledger's grant key "order:<id>" is the backstop.
CREATE TABLE payment_orders (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id),
    user_id INTEGER REFERENCES users (id),
    plan TEXT NOT NULL,
    credits INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    razorpay_order_id TEXT NOT NULL UNIQUE,
    razorpay_payment_id TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL,
    failure TEXT NOT NULL DEFAULT '',
    paid_via TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    paid_at TIMESTAMP,
    CHECK (status IN ('created', 'failed', 'cancelled', 'paid'))
);
CREATE INDEX payment_orders_company ON payment_orders (company_id, id);

-- Webhook deliveries by x-razorpay-event-id: delivery is at least once, so
-- an event seen before is answered 200 and ignored.
CREATE TABLE razorpay_webhook_events (
    event_id TEXT PRIMARY KEY,
    event TEXT NOT NULL,
    razorpay_order_id TEXT NOT NULL DEFAULT '',
    received_at TIMESTAMP NOT NULL
);
