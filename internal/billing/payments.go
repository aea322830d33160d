package billing

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"hirekit/internal/billing/razorpay"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// Order statuses. created → paid, or created → failed/cancelled → paid
// (a late capture: Razorpay may capture a payment the window reported as
// failed); paid never changes again.
const (
	OrderCreated   = "created"
	OrderFailed    = "failed"
	OrderCancelled = "cancelled"
	OrderPaid      = "paid"
)

// Payments sells the India plans through Razorpay (DECISIONS.md:
// Payments). Without keys (Razorpay nil) every plan is by callback.
type Payments struct {
	DB     *sqldb.DB
	Ledger *Ledger
	// Razorpay creates orders; nil when HIREKIT_RAZORPAY_KEY_ID or
	// _KEY_SECRET is empty.
	Razorpay *razorpay.Client
	// WebhookSecret checks X-Razorpay-Signature (it is not the key
	// secret); empty refuses every webhook.
	WebhookSecret string
	// CheckoutURL is the Checkout script the credits page loads.
	CheckoutURL string
}

// Configured says whether plans can be bought online.
func (p *Payments) Configured() bool {
	return p != nil && p.Razorpay != nil && p.Razorpay.KeyID != "" && p.Razorpay.KeySecret != ""
}

// PlansView is the credits page's plans for a time zone, and what the
// page needs to open Checkout when payments are configured.
type PlansView struct {
	Region      string
	Plans       []Plan
	Online      bool // the region's priced plans can be bought now
	KeyID       string
	CheckoutURL string
}

// Plans lists the plan cards of the browser's time zone.
func (p *Payments) Plans(ctx context.Context, timeZone string) (PlansView, error) {
	if _, _, err := recruit.RequireCompany(ctx, recruit.PermViewScreening); err != nil {
		return PlansView{}, err
	}
	region := RegionOf(timeZone)
	v := PlansView{Region: region, Plans: PlansIn(region)}
	if p.Configured() {
		v.KeyID, v.CheckoutURL = p.Razorpay.KeyID, p.CheckoutURL
		v.Online = region == RegionIndia
	}
	return v, nil
}

// Order is one row of the order history.
type Order struct {
	ID              int64      `bun:"id"`
	CompanyID       int64      `bun:"company_id"`
	Plan            string     `bun:"plan"`
	Credits         int        `bun:"credits"`
	Amount          int64      `bun:"amount"`
	Currency        string     `bun:"currency"`
	RazorpayOrderID string     `bun:"razorpay_order_id"`
	PaymentID       string     `bun:"razorpay_payment_id"`
	Status          string     `bun:"status"`
	Failure         string     `bun:"failure"`
	PaidVia         string     `bun:"paid_via"`
	CreatedAt       time.Time  `bun:"created_at"`
	PaidAt          *time.Time `bun:"paid_at"`
}

const orderColumns = `id, company_id, plan, credits, amount, currency, razorpay_order_id, razorpay_payment_id,
	status, failure, paid_via, created_at, paid_at`

// CreatedOrder is what the page opens Checkout with.
type CreatedOrder struct {
	Order
	KeyID         string
	CustomerName  string
	CustomerEmail string
}

// errByCallback refuses online payment of a plan sold by callback.
var errByCallback = recruit.FieldError("plan", "This plan is bought through a callback: please use REQUEST CALLBACK and we will reach out.")

// CreateOrder creates a Razorpay order for an India plan (by id, or by
// the spec's inr_amount) and stores it as created.
func (p *Payments) CreateOrder(ctx context.Context, planID string, inrAmount int64) (CreatedOrder, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return CreatedOrder{}, err
	}
	var plan Plan
	var ok bool
	switch {
	case planID != "":
		if plan, ok = PlanByID(planID); !ok {
			return CreatedOrder{}, recruit.FieldError("plan", "Please choose a plan")
		}
	case inrAmount != 0:
		if plan, ok = planByRupees(inrAmount); !ok {
			return CreatedOrder{}, recruit.FieldError("inr_amount", "Please choose a plan")
		}
	default:
		return CreatedOrder{}, recruit.FieldError("plan", "Please choose a plan")
	}
	if !plan.Online() {
		return CreatedOrder{}, errByCallback
	}
	if !p.Configured() {
		return CreatedOrder{}, recruit.Errorf(recruit.ECONFLICT, "Online payment is not available: please use REQUEST CALLBACK and we will reach out.")
	}
	now := sqldb.NowIn(ctx)
	// The receipt should be unique and at most 40 characters.
	receipt := fmt.Sprintf("hk_%d_%d", companyID, now.UnixNano())
	ro, err := p.Razorpay.CreateOrder(ctx, razorpay.OrderRequest{
		Amount: plan.Paise, Currency: "INR", Receipt: receipt,
		Notes: map[string]string{"company_id": fmt.Sprint(companyID), "company": truncate(actor.CompanyName, 256), "plan": plan.ID},
	})
	if err != nil {
		return CreatedOrder{}, fmt.Errorf("%w: %w", recruit.Errorf(recruit.EUNAVAILABLE, "The payment service did not answer, please try again"), err)
	}
	var userID any
	if actor.UserID != 0 {
		userID = actor.UserID
	}
	var id int64
	if err := p.DB.RunInTx(ctx, func(ctx context.Context) error {
		return p.DB.Conn(ctx).NewRaw(`INSERT INTO payment_orders (company_id, user_id, plan, credits, amount, currency,
			razorpay_order_id, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			companyID, userID, plan.ID, plan.Resumes, plan.Paise, "INR", ro.ID, OrderCreated, now, now).Scan(ctx, &id)
	}); err != nil {
		return CreatedOrder{}, err
	}
	o, err := p.order(ctx, companyID, id)
	return CreatedOrder{Order: o, KeyID: p.Razorpay.KeyID, CustomerName: actor.Name, CustomerEmail: actor.Email}, err
}

func truncate(s string, n int) string {
	for len(s) > n {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return s
}

func (p *Payments) order(ctx context.Context, companyID, id int64) (Order, error) {
	var o Order
	err := p.DB.Conn(ctx).NewRaw(`SELECT `+orderColumns+` FROM payment_orders WHERE company_id = ? AND id = ?`,
		companyID, id).Scan(ctx, &o)
	if errors.Is(err, sql.ErrNoRows) {
		return o, recruit.Errorf(recruit.ENOTFOUND, "Order not found")
	}
	return o, err
}

// Orders is the company's order history, newest first.
func (p *Payments) Orders(ctx context.Context) ([]Order, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermViewScreening)
	if err != nil {
		return nil, err
	}
	out := []Order{}
	err = p.DB.Conn(ctx).NewRaw(`SELECT `+orderColumns+` FROM payment_orders WHERE company_id = ? ORDER BY id DESC LIMIT 100`,
		companyID).Scan(ctx, &out)
	return out, err
}

// StatusUpdate is what the Checkout window reported (spec: success,
// cancelled, timedout or failed with its reason).
type StatusUpdate struct {
	Status    string
	OrderID   string // razorpay_order_id the browser echoes
	PaymentID string
	Signature string
	Failure   string // reason, field, step, code of a failure
}

// Window statuses the page posts.
var windowStatuses = []string{"success", "cancelled", "timedout", "failed"}

// UpdateOrderStatus records what the Checkout window reported for one of
// the company's orders. A success counts only with a valid signature over
// the stored order id and the payment id, and then grants the plan's
// credits unless the webhook already did.
func (p *Payments) UpdateOrderStatus(ctx context.Context, id int64, u StatusUpdate) (Order, Credits, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermUseScreening)
	if err != nil {
		return Order{}, Credits{}, err
	}
	if !containsString(windowStatuses, u.Status) {
		return Order{}, Credits{}, recruit.FieldError("status", "Status must be success, cancelled, timedout or failed")
	}
	o, err := p.order(ctx, companyID, id)
	if err != nil {
		return Order{}, Credits{}, err
	}
	switch u.Status {
	case "success":
		if !p.Configured() {
			return Order{}, Credits{}, recruit.Errorf(recruit.ECONFLICT, "Online payment is not available")
		}
		if u.PaymentID == "" || len(u.PaymentID) > 100 ||
			(u.OrderID != "" && u.OrderID != o.RazorpayOrderID) ||
			!razorpay.VerifyPayment(p.Razorpay.KeySecret, o.RazorpayOrderID, u.PaymentID, u.Signature) {
			return Order{}, Credits{}, recruit.Errorf(recruit.EINVALID, "The payment could not be verified. Nothing was charged to your credits; if money left your account, contact support.")
		}
		if _, err := p.markPaid(ctx, o, u.PaymentID, "checkout"); err != nil {
			return Order{}, Credits{}, err
		}
	default:
		status := OrderFailed
		if u.Status == "cancelled" {
			status = OrderCancelled
		}
		if strings.ContainsRune(u.Failure, 0) {
			return Order{}, Credits{}, recruit.FieldError("error_response", "Invalid characters")
		}
		if err := p.DB.RunInTx(ctx, func(ctx context.Context) error {
			_, err := p.DB.Conn(ctx).NewRaw(`UPDATE payment_orders SET status = ?, failure = ?, updated_at = ?
				WHERE id = ? AND status = ?`, status, truncate(u.Status+" "+u.Failure, 500), sqldb.NowIn(ctx), o.ID, OrderCreated).Exec(ctx)
			return err
		}); err != nil {
			return Order{}, Credits{}, err
		}
	}
	if o, err = p.order(ctx, companyID, id); err != nil {
		return Order{}, Credits{}, err
	}
	c, err := p.Ledger.Balance(ctx, companyID)
	return o, c, err
}

func containsString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// markPaid marks an order paid and grants its credits in one
// transaction. The conditional UPDATE lets exactly one of the racing
// confirmations (browser, webhook deliveries) through: on PostgreSQL the
// losers wait on the row lock and then match no row, on SQLite writers
// take turns. The ledger's grant key order:<razorpay id> is the second
// lock on the door. It reports whether this call granted.
func (p *Payments) markPaid(ctx context.Context, o Order, paymentID, via string) (bool, error) {
	var granted bool
	err := p.DB.RunInTx(ctx, func(ctx context.Context) error {
		now := sqldb.NowIn(ctx)
		res, err := p.DB.Conn(ctx).NewRaw(`UPDATE payment_orders SET status = ?, razorpay_payment_id = ?, paid_via = ?,
			paid_at = ?, updated_at = ? WHERE id = ? AND status <> ?`, OrderPaid, paymentID, via, now, now, o.ID, OrderPaid).Exec(ctx)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		if err := p.Ledger.open(ctx, o.CompanyID); err != nil {
			return err
		}
		granted, err = p.Ledger.grant(ctx, o.CompanyID, o.Credits, "order:"+o.RazorpayOrderID,
			fmt.Sprintf("Bought %d credits (Razorpay %s)", o.Credits, o.RazorpayOrderID))
		return err
	})
	return granted, err
}
