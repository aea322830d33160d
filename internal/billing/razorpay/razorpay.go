// Package razorpay is a small client of Razorpay's Orders API and the
// signature checks of its Checkout and webhooks
// (/work/shared/reference/external-apis.md §3): HTTP Basic key_id:key_secret,
// POST /v1/orders with the amount in paise, errors as {"error": {...}}.
// It knows no store; internal/billing decides what a paid order grants.
package razorpay

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// DefaultBaseURL is Razorpay's API; tests and journeys point the client at
// the fake instead (HIREKIT_RAZORPAY_API_URL).
const DefaultBaseURL = "https://api.razorpay.com"

// DefaultCheckoutURL is Razorpay's Checkout script.
const DefaultCheckoutURL = "https://checkout.razorpay.com/v1/checkout.js"

// Client calls the Orders API with one key pair.
type Client struct {
	BaseURL   string // without /v1; DefaultBaseURL when empty
	KeyID     string
	KeySecret string
	HTTP      *http.Client
}

// OrderRequest is the body of POST /v1/orders.
type OrderRequest struct {
	Amount   int64             `json:"amount"` // paise
	Currency string            `json:"currency"`
	Receipt  string            `json:"receipt,omitempty"`
	Notes    map[string]string `json:"notes,omitempty"`
}

// Order is Razorpay's order entity (the fields Hirekit reads).
type Order struct {
	ID         string `json:"id"`
	Entity     string `json:"entity"`
	Amount     int64  `json:"amount"`
	AmountPaid int64  `json:"amount_paid"`
	AmountDue  int64  `json:"amount_due"`
	Currency   string `json:"currency"`
	Receipt    string `json:"receipt"`
	Status     string `json:"status"`
	Attempts   int    `json:"attempts"`
	CreatedAt  int64  `json:"created_at"`
}

// Error is Razorpay's error object, with the HTTP status it came with.
type Error struct {
	Status      int    `json:"-"`
	Code        string `json:"code"`
	Description string `json:"description"`
	Source      string `json:"source"`
	Step        string `json:"step"`
	Reason      string `json:"reason"`
	Field       string `json:"field"`
}

func (e *Error) Error() string {
	return fmt.Sprintf("razorpay: HTTP %d %s: %s", e.Status, e.Code, e.Description)
}

// CreateOrder creates an order (POST /v1/orders).
func (c *Client) CreateOrder(ctx context.Context, req OrderRequest) (Order, error) {
	var o Order
	body, err := json.Marshal(req)
	if err != nil {
		return o, err
	}
	base := strings.TrimSuffix(c.BaseURL, "/")
	if base == "" {
		base = DefaultBaseURL
	}
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/v1/orders", bytes.NewReader(body))
	if err != nil {
		return o, err
	}
	r.SetBasicAuth(c.KeyID, c.KeySecret)
	r.Header.Set("Content-Type", "application/json")
	hc := c.HTTP
	if hc == nil {
		hc = &http.Client{Timeout: 20 * time.Second}
	}
	resp, err := hc.Do(r)
	if err != nil {
		return o, fmt.Errorf("razorpay: %w", err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return o, fmt.Errorf("razorpay: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		var env struct {
			Error Error `json:"error"`
		}
		_ = json.Unmarshal(raw, &env)
		env.Error.Status = resp.StatusCode
		return o, &env.Error
	}
	if err := json.Unmarshal(raw, &o); err != nil || o.ID == "" {
		return o, fmt.Errorf("razorpay: unreadable order answer")
	}
	return o, nil
}

// Sign is hex(HMAC-SHA256(secret, message)), Razorpay's signature.
func Sign(secret, message []byte) string {
	m := hmac.New(sha256.New, secret)
	m.Write(message)
	return hex.EncodeToString(m.Sum(nil))
}

// PaymentSignature is what Checkout hands the page for a paid order:
// HMAC-SHA256(key_secret, order_id + "|" + payment_id).
func PaymentSignature(keySecret, orderID, paymentID string) string {
	return Sign([]byte(keySecret), []byte(orderID+"|"+paymentID))
}

// VerifyPayment checks a Checkout signature in constant time. orderID
// must be the one Hirekit stored, never the one the browser echoes.
func VerifyPayment(keySecret, orderID, paymentID, signature string) bool {
	return equal(PaymentSignature(keySecret, orderID, paymentID), signature)
}

// VerifyWebhook checks X-Razorpay-Signature over the raw body, in
// constant time.
func VerifyWebhook(webhookSecret string, body []byte, signature string) bool {
	return equal(Sign([]byte(webhookSecret), body), signature)
}

// equal compares hex signatures in constant time (hmac.Equal does not
// stop at the first differing byte); an empty secret's signature never
// counts.
func equal(want, got string) bool {
	return got != "" && hmac.Equal([]byte(want), []byte(strings.ToLower(got)))
}
