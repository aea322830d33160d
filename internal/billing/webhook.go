package billing

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"

	"hirekit/internal/billing/razorpay"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// MaxWebhookBody bounds a webhook delivery; Razorpay's events are a few
// kilobytes.
const MaxWebhookBody = 256 << 10

// webhookEvent is the part of Razorpay's event envelope Hirekit reads
// (reference §3.5). notes may be [] or an object, so it is not decoded.
type webhookEvent struct {
	Event   string `json:"event"`
	Payload struct {
		Payment *struct {
			Entity struct {
				ID       string `json:"id"`
				OrderID  string `json:"order_id"`
				Amount   int64  `json:"amount"`
				Currency string `json:"currency"`
				Status   string `json:"status"`
			} `json:"entity"`
		} `json:"payment"`
		Order *struct {
			Entity struct {
				ID     string `json:"id"`
				Amount int64  `json:"amount"`
				Status string `json:"status"`
			} `json:"entity"`
		} `json:"order"`
	} `json:"payload"`
}

// WebhookResult says what a delivery did (for the log and tests).
type WebhookResult struct {
	Duplicate bool // the event id was handled before
	Granted   bool // this delivery granted an order's credits
	Ignored   bool // an event or order Hirekit does not act on
}

// Webhook handles one Razorpay webhook delivery: the signature over the
// raw body with the webhook secret first, then once per event id:
// payment.captured and order.paid mark the order paid and grant its
// credits (once, whoever comes first), payment.failed marks a created
// order failed. It needs no actor: the signature is the credential.
func (p *Payments) Webhook(ctx context.Context, eventID, signature string, body []byte) (WebhookResult, error) {
	if p == nil || p.WebhookSecret == "" {
		return WebhookResult{}, recruit.Errorf(recruit.ENOTFOUND, "Payments webhooks are not configured")
	}
	if !razorpay.VerifyWebhook(p.WebhookSecret, body, signature) {
		return WebhookResult{}, recruit.Errorf(recruit.EINVALID, "Invalid webhook signature")
	}
	if eventID == "" || len(eventID) > 100 || strings.ContainsRune(eventID, 0) {
		return WebhookResult{}, recruit.Errorf(recruit.EINVALID, "Missing or invalid x-razorpay-event-id")
	}
	var ev webhookEvent
	if err := json.Unmarshal(body, &ev); err != nil {
		return WebhookResult{}, recruit.Errorf(recruit.EINVALID, "The event is not valid JSON")
	}
	var orderID, paymentID string
	var amount int64
	if pay := ev.Payload.Payment; pay != nil {
		orderID, paymentID, amount = pay.Entity.OrderID, pay.Entity.ID, pay.Entity.Amount
	}
	if orderID == "" && ev.Payload.Order != nil {
		orderID = ev.Payload.Order.Entity.ID
	}
	var res WebhookResult
	err := p.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := p.DB.Conn(ctx)
		// The event is recorded in the transaction that acts on it: a
		// failure rolls both back and Razorpay's retry finds it new.
		r, err := db.NewRaw(`INSERT INTO razorpay_webhook_events (event_id, event, razorpay_order_id, received_at)
			VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`, eventID, truncate(ev.Event, 100), truncate(orderID, 100), sqldb.NowIn(ctx)).Exec(ctx)
		if err != nil {
			return err
		}
		if n, err := r.RowsAffected(); err != nil || n == 0 {
			res.Duplicate = true
			return err
		}
		if orderID == "" {
			res.Ignored = true
			return nil
		}
		var o Order
		err = db.NewRaw(`SELECT `+orderColumns+` FROM payment_orders WHERE razorpay_order_id = ?`, orderID).Scan(ctx, &o)
		if errors.Is(err, sql.ErrNoRows) {
			// Not one of Hirekit's orders (the account may serve others).
			res.Ignored = true
			return nil
		}
		if err != nil {
			return err
		}
		switch ev.Event {
		case "payment.captured", "order.paid":
			// A payment of another amount is not this plan's.
			if amount != 0 && amount != o.Amount {
				res.Ignored = true
				return nil
			}
			if paymentID == "" {
				paymentID = o.PaymentID
			}
			res.Granted, err = p.markPaid(ctx, o, paymentID, "webhook")
			return err
		case "payment.failed":
			_, err = db.NewRaw(`UPDATE payment_orders SET status = ?, failure = ?, updated_at = ? WHERE id = ? AND status = ?`,
				OrderFailed, "payment.failed", sqldb.NowIn(ctx), o.ID, OrderCreated).Exec(ctx)
			return err
		}
		res.Ignored = true
		return nil
	})
	return res, err
}
