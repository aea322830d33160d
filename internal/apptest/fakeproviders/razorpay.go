package fakeproviders

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"
)

// The Razorpay keys the fake knows, unless Options name others.
const (
	RazorpayKeyID         = "rzp_test_hirekitfake01"
	RazorpayKeySecret     = "hirekit-razorpay-key-secret"
	RazorpayWebhookSecret = "hirekit-razorpay-webhook-secret"
)

//go:embed razorpay_checkout.js
var checkoutJS []byte

// Razorpay fakes the Orders API (POST /v1/orders, GET /v1/orders/{id}),
// Checkout (checkout.js and the payment its dialog makes) and webhooks,
// as reference §3 describes them: Basic auth, amounts in paise, errors as
// {"error": {...}}, payment signatures HMAC-SHA256(key_secret, order_id
// "|" payment_id) and webhooks signed over the raw body with the webhook
// secret, with an x-razorpay-event-id.
type Razorpay struct {
	KeyID, KeySecret, WebhookSecret string

	mu         sync.Mutex
	webhookURL string
	badSig     bool
	orders     map[string]*rzOrder
	seq        int
	deliveries []Delivery
	http       *http.Client
}

type rzOrder struct {
	ID         string            `json:"id"`
	Entity     string            `json:"entity"`
	Amount     int64             `json:"amount"`
	AmountPaid int64             `json:"amount_paid"`
	AmountDue  int64             `json:"amount_due"`
	Currency   string            `json:"currency"`
	Receipt    string            `json:"receipt"`
	OfferID    *string           `json:"offer_id"`
	Status     string            `json:"status"`
	Attempts   int               `json:"attempts"`
	Notes      map[string]string `json:"notes"`
	CreatedAt  int64             `json:"created_at"`
	paymentID  string
}

// Delivery is one webhook the fake sent.
type Delivery struct {
	EventID string `json:"event_id"`
	Event   string `json:"event"`
	OrderID string `json:"order_id"`
	Status  int    `json:"status"` // the receiver's HTTP status; 0 when unreachable
	Error   string `json:"error,omitempty"`
	body    []byte
}

// Payment is what Checkout hands the page's handler.
type Payment struct {
	PaymentID string `json:"razorpay_payment_id"`
	OrderID   string `json:"razorpay_order_id"`
	Signature string `json:"razorpay_signature"`
}

func newRazorpay(keyID, keySecret, webhookSecret string) *Razorpay {
	return &Razorpay{KeyID: keyID, KeySecret: keySecret, WebhookSecret: webhookSecret,
		orders: map[string]*rzOrder{}, http: &http.Client{Timeout: 5 * time.Second}}
}

// SetWebhookURL is where payment webhooks go ("" sends none).
func (z *Razorpay) SetWebhookURL(u string) {
	z.mu.Lock()
	defer z.mu.Unlock()
	z.webhookURL = u
}

// SetBadSignature makes Checkout hand the page a wrong signature (a
// tampered or forged confirmation); the webhook stays correctly signed.
func (z *Razorpay) SetBadSignature(bad bool) {
	z.mu.Lock()
	defer z.mu.Unlock()
	z.badSig = bad
}

func rzID(prefix string) string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b := make([]byte, 14)
	_, _ = rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return prefix + "_" + string(b)
}

func hexHMAC(secret string, msg []byte) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write(msg)
	return hex.EncodeToString(m.Sum(nil))
}

// rzError writes Razorpay's error object.
func rzError(w http.ResponseWriter, status int, description, field string) {
	e := map[string]any{"code": "BAD_REQUEST_ERROR", "description": description, "source": "business",
		"step": "payment_initiation", "reason": "input_validation_failed", "metadata": map[string]any{}}
	if field != "" {
		e["field"] = field
	}
	if status == http.StatusUnauthorized {
		e["source"], e["step"], e["reason"] = "NA", "NA", "NA"
	}
	writeJSON(w, status, map[string]any{"error": e})
}

// authorized checks HTTP Basic key_id:key_secret, "Basic" cased exactly.
func (z *Razorpay) authorized(w http.ResponseWriter, r *http.Request) bool {
	id, secret, ok := r.BasicAuth()
	if !ok || !strings.HasPrefix(r.Header.Get("Authorization"), "Basic ") ||
		!hmac.Equal([]byte(id), []byte(z.KeyID)) || !hmac.Equal([]byte(secret), []byte(z.KeySecret)) {
		rzError(w, http.StatusUnauthorized, "Authentication failed", "")
		return false
	}
	return true
}

func (z *Razorpay) routes(mux *http.ServeMux, prefix string) {
	mux.HandleFunc("POST "+prefix+"/v1/orders", z.createOrder)
	mux.HandleFunc("GET "+prefix+"/v1/orders/{id}", func(w http.ResponseWriter, r *http.Request) {
		if !z.authorized(w, r) {
			return
		}
		z.mu.Lock()
		o, ok := z.orders[r.PathValue("id")]
		var out rzOrder
		if ok {
			out = *o
		}
		z.mu.Unlock()
		if !ok {
			rzError(w, http.StatusBadRequest, "The id provided does not exist", "")
			return
		}
		writeJSON(w, http.StatusOK, out)
	})
	mux.HandleFunc("GET "+prefix+"/checkout.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Header().Set("Access-Control-Allow-Origin", "*")
		base := "http://" + r.Host + prefix
		_, _ = w.Write(bytes.ReplaceAll(checkoutJS, []byte("__FAKE_BASE__"), []byte(base)))
	})
	// The dialog's Pay and Fail buttons; the page calls them across
	// origins, as text/plain so no preflight is needed.
	mux.HandleFunc("POST "+prefix+"/checkout/pay", z.checkoutAction(func(w http.ResponseWriter, key, orderID string) {
		p, forged, err := z.pay(orderID)
		if err != nil {
			rzError(w, http.StatusBadRequest, err.Error(), "order_id")
			return
		}
		writeJSON(w, http.StatusOK, p)
		// Razorpay's webhook comes on its own, racing the page's
		// confirmation; a forged confirmation has no payment behind it.
		if !forged {
			go z.Deliver("payment.captured", orderID)
		}
	}))
	mux.HandleFunc("POST "+prefix+"/checkout/fail", z.checkoutAction(func(w http.ResponseWriter, key, orderID string) {
		writeJSON(w, http.StatusOK, z.Fail(orderID))
	}))
	// Control for journeys.
	mux.HandleFunc("POST /_fake/razorpay/knobs", func(w http.ResponseWriter, r *http.Request) {
		var k struct {
			WebhookURL   *string `json:"webhook_url"`
			BadSignature *bool   `json:"bad_signature"`
		}
		if !decode(w, r, &k) {
			return
		}
		if k.WebhookURL != nil {
			z.SetWebhookURL(*k.WebhookURL)
		}
		if k.BadSignature != nil {
			z.SetBadSignature(*k.BadSignature)
		}
		z.mu.Lock()
		defer z.mu.Unlock()
		writeJSON(w, http.StatusOK, map[string]any{"webhook_url": z.webhookURL, "bad_signature": z.badSig})
	})
	mux.HandleFunc("GET /_fake/razorpay/orders", func(w http.ResponseWriter, r *http.Request) {
		z.mu.Lock()
		out := []rzOrder{}
		for _, o := range z.orders {
			out = append(out, *o)
		}
		z.mu.Unlock()
		writeJSON(w, http.StatusOK, map[string]any{"orders": out})
	})
	mux.HandleFunc("GET /_fake/razorpay/deliveries", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]any{"deliveries": z.Deliveries()})
	})
	// Redeliver sends an order's last webhook again, same event id (what
	// Razorpay's retries do).
	mux.HandleFunc("POST /_fake/razorpay/redeliver", func(w http.ResponseWriter, r *http.Request) {
		var b struct {
			OrderID string `json:"order_id"`
		}
		if !decode(w, r, &b) {
			return
		}
		d, err := z.Redeliver(b.OrderID)
		if err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		writeJSON(w, http.StatusOK, d)
	})
}

func (z *Razorpay) checkoutAction(fn func(w http.ResponseWriter, key, orderID string)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Access-Control-Allow-Origin", "*")
		var b struct {
			Key     string `json:"key"`
			OrderID string `json:"order_id"`
		}
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<16)).Decode(&b); err != nil {
			rzError(w, http.StatusBadRequest, "The request body is invalid", "")
			return
		}
		if b.Key != z.KeyID {
			rzError(w, http.StatusUnauthorized, "Authentication failed", "")
			return
		}
		fn(w, b.Key, b.OrderID)
	}
}

func (z *Razorpay) createOrder(w http.ResponseWriter, r *http.Request) {
	if !z.authorized(w, r) {
		return
	}
	var b struct {
		Amount   *json.Number      `json:"amount"`
		Currency string            `json:"currency"`
		Receipt  string            `json:"receipt"`
		Notes    map[string]string `json:"notes"`
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20))
	dec.UseNumber()
	if err := dec.Decode(&b); err != nil {
		rzError(w, http.StatusBadRequest, "The request body is invalid", "")
		return
	}
	if b.Amount == nil {
		rzError(w, http.StatusBadRequest, "The amount field is required.", "amount")
		return
	}
	amount, err := b.Amount.Int64()
	if err != nil {
		rzError(w, http.StatusBadRequest, "The amount must be an integer.", "amount")
		return
	}
	switch {
	case b.Currency == "":
		rzError(w, http.StatusBadRequest, "The currency field is required.", "currency")
		return
	case b.Currency != "INR":
		rzError(w, http.StatusBadRequest, "Currency is not supported", "currency")
		return
	case amount < 100:
		rzError(w, http.StatusBadRequest, "The amount must be at least INR 1.00", "amount")
		return
	case len(b.Receipt) > 40:
		rzError(w, http.StatusBadRequest, "The receipt may not be greater than 40 characters.", "receipt")
		return
	case len(b.Notes) > 15:
		rzError(w, http.StatusBadRequest, "Number of fields in notes should be less than or equal to 15", "notes")
		return
	}
	for _, v := range b.Notes {
		if len(v) > 256 {
			rzError(w, http.StatusBadRequest, "Notes value length should be less than or equal to 256", "notes")
			return
		}
	}
	o := &rzOrder{ID: rzID("order"), Entity: "order", Amount: amount, AmountDue: amount, Currency: b.Currency,
		Receipt: b.Receipt, Status: "created", Notes: b.Notes, CreatedAt: time.Now().Unix()}
	if o.Notes == nil {
		o.Notes = map[string]string{}
	}
	z.mu.Lock()
	z.orders[o.ID] = o
	out := *o
	z.mu.Unlock()
	writeJSON(w, http.StatusOK, out)
}

// Pay does what a successful Checkout payment does: the order becomes
// paid and the page's handler gets the payment id and its signature. The
// webhook is the caller's (Deliver), as it comes on its own.
func (z *Razorpay) Pay(orderID string) (Payment, error) {
	p, _, err := z.pay(orderID)
	return p, err
}

// pay pays an order, or with the bad-signature knob only forges the
// confirmation: a wrong signature and no payment (forged true).
func (z *Razorpay) pay(orderID string) (Payment, bool, error) {
	z.mu.Lock()
	defer z.mu.Unlock()
	o, ok := z.orders[orderID]
	if !ok {
		return Payment{}, false, fmt.Errorf("The id provided does not exist")
	}
	if z.badSig {
		pay := rzID("pay")
		return Payment{PaymentID: pay, OrderID: o.ID, Signature: hexHMAC("not-the-key-secret", []byte(o.ID+"|"+pay))}, true, nil
	}
	o.Attempts++
	if o.paymentID == "" {
		o.paymentID = rzID("pay")
	}
	o.Status, o.AmountPaid, o.AmountDue = "paid", o.Amount, 0
	return Payment{PaymentID: o.paymentID, OrderID: o.ID, Signature: hexHMAC(z.KeySecret, []byte(o.ID+"|"+o.paymentID))}, false, nil
}

// Fail is a failed payment attempt: Checkout's payment.failed answer,
// and a payment.failed webhook.
func (z *Razorpay) Fail(orderID string) map[string]any {
	z.mu.Lock()
	if o, ok := z.orders[orderID]; ok {
		o.Attempts++
		if o.Status == "created" {
			o.Status = "attempted"
		}
	}
	z.mu.Unlock()
	z.Deliver("payment.failed", orderID)
	return map[string]any{"error": map[string]any{"code": "BAD_REQUEST_ERROR", "description": "Payment failed", "field": nil,
		"source": "bank", "step": "payment_authorization", "reason": "payment_failed",
		"metadata": map[string]string{"order_id": orderID, "payment_id": rzID("pay")}}}
}

// WebhookEvent builds a signed event about an order, as Razorpay sends it:
// the raw body, its X-Razorpay-Signature and a fresh event id.
func (z *Razorpay) WebhookEvent(event, orderID string) (body []byte, signature, eventID string) {
	z.mu.Lock()
	defer z.mu.Unlock()
	o, ok := z.orders[orderID]
	if !ok {
		o = &rzOrder{ID: orderID, Entity: "order", Currency: "INR", Status: "created", Notes: map[string]string{}}
	}
	payID := o.paymentID
	if payID == "" {
		payID = rzID("pay")
	}
	status, captured := "captured", true
	if event == "payment.failed" {
		status, captured = "failed", false
	}
	now := time.Now().Unix()
	payment := map[string]any{"id": payID, "entity": "payment", "amount": o.Amount, "currency": o.Currency, "status": status,
		"order_id": o.ID, "invoice_id": nil, "international": false, "method": "upi", "amount_refunded": 0,
		"refund_status": nil, "captured": captured, "description": nil, "card_id": nil, "bank": nil, "wallet": nil,
		"vpa": "success@razorpay", "email": "buyer@example.com", "contact": "+919876543210", "notes": []any{},
		"fee": 0, "tax": 0, "error_code": nil, "error_description": nil, "created_at": now}
	if !captured {
		payment["error_code"], payment["error_description"] = "BAD_REQUEST_ERROR", "Payment failed"
		payment["error_source"], payment["error_step"], payment["error_reason"] = "bank", "payment_authorization", "payment_failed"
	}
	env := map[string]any{"entity": "event", "account_id": "acc_HirekitFake01", "event": event, "contains": []string{"payment"},
		"payload": map[string]any{"payment": map[string]any{"entity": payment}}, "created_at": now}
	if event == "order.paid" {
		env["contains"] = []string{"payment", "order"}
		env["payload"].(map[string]any)["order"] = map[string]any{"entity": o}
	}
	body, _ = json.Marshal(env)
	return body, hexHMAC(z.WebhookSecret, body), rzID("evt")
}

// Deliver sends a new event about an order to the webhook URL, if set.
func (z *Razorpay) Deliver(event, orderID string) Delivery {
	body, _, id := z.WebhookEvent(event, orderID)
	return z.send(Delivery{EventID: id, Event: event, OrderID: orderID, body: body})
}

// Redeliver sends an order's last webhook again with its event id.
func (z *Razorpay) Redeliver(orderID string) (Delivery, error) {
	z.mu.Lock()
	var last *Delivery
	for i := range z.deliveries {
		if z.deliveries[i].OrderID == orderID {
			last = &z.deliveries[i]
		}
	}
	z.mu.Unlock()
	if last == nil {
		return Delivery{}, fmt.Errorf("no webhook was sent for %s", orderID)
	}
	return z.send(Delivery{EventID: last.EventID, Event: last.Event, OrderID: orderID, body: last.body}), nil
}

func (z *Razorpay) send(d Delivery) Delivery {
	z.mu.Lock()
	url := z.webhookURL
	z.mu.Unlock()
	if url == "" {
		d.Error = "no webhook URL"
	} else if req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(d.body)); err != nil {
		d.Error = err.Error()
	} else {
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Razorpay-Signature", hexHMAC(z.WebhookSecret, d.body))
		req.Header.Set("x-razorpay-event-id", d.EventID)
		if resp, err := z.http.Do(req); err != nil {
			d.Error = err.Error()
		} else {
			d.Status = resp.StatusCode
			resp.Body.Close()
		}
	}
	z.mu.Lock()
	z.deliveries = append(z.deliveries, d)
	z.mu.Unlock()
	return d
}

// Deliveries are the webhooks sent so far, oldest first.
func (z *Razorpay) Deliveries() []Delivery {
	z.mu.Lock()
	defer z.mu.Unlock()
	return append([]Delivery{}, z.deliveries...)
}

// Order is the fake's view of an order (its status: created, attempted,
// paid).
func (z *Razorpay) Order(id string) (status string, ok bool) {
	z.mu.Lock()
	defer z.mu.Unlock()
	o, ok := z.orders[id]
	if !ok {
		return "", false
	}
	return o.Status, true
}
