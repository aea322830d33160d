package billing_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/apptest/fakeproviders"
	"hirekit/internal/billing"
	"hirekit/internal/billing/razorpay"
	"hirekit/internal/config"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// payingApp is Hirekit with Razorpay pointed at the fake.
func payingApp(t *testing.T, db *sqldb.DB) (*app.App, *fakeproviders.Razorpay) {
	f := fakeproviders.Start(t)
	a := apptest.NewApp(t, db, apptest.ServerOptions{Configure: func(c *config.Config) {
		c.RazorpayKeyID, c.RazorpayKeySecret = fakeproviders.RazorpayKeyID, fakeproviders.RazorpayKeySecret
		c.RazorpayWebhookSecret = fakeproviders.RazorpayWebhookSecret
		c.RazorpayAPIURL = f.Endpoints().RazorpayAPIURL
		c.RazorpayCheckoutURL = f.Endpoints().RazorpayCheckout
	}})
	return a, f.Razorpay
}

func wantCode(t *testing.T, what string, err error, code, text string) {
	t.Helper()
	if recruit.ErrorCode(err) != code || !strings.Contains(recruit.ErrorMessage(err), text) {
		t.Errorf("%s: %v (%s), want %s with %q", what, err, recruit.ErrorCode(err), code, text)
	}
}

func pending(t *testing.T, a *app.App, companyID int64) int {
	t.Helper()
	c, err := a.Billing.Balance(context.Background(), companyID)
	if err != nil {
		t.Fatal(err)
	}
	return c.Pending()
}

func TestPlansByRegion(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a, _ := payingApp(t, db)
		ctx := apptest.MustTeam(t, a, "plans").Ctx(t, recruit.RoleAdmin)
		in, err := a.Payments.Plans(ctx, "Asia/Kolkata")
		if err != nil {
			t.Fatal(err)
		}
		if in.Region != billing.RegionIndia || !in.Online || in.KeyID != fakeproviders.RazorpayKeyID || !strings.HasSuffix(in.CheckoutURL, "/checkout.js") {
			t.Errorf("India: %+v", in)
		}
		want := []billing.Plan{
			{ID: "india_100", Resumes: 100, Price: "₹2000", Struck: "₹2500", Paise: 200000, Callback: "pricing_page_100"},
			{ID: "india_200", Resumes: 200, Price: "₹3500", Struck: "₹5000", Paise: 350000, Callback: "pricing_page_200"},
			{ID: "india_custom", Callback: "pricing_page_custom"},
		}
		for i, p := range in.Plans {
			if i >= len(want) || p != want[i] {
				t.Errorf("India plan %d: %+v", i, p)
			}
		}
		if calcutta, _ := a.Payments.Plans(ctx, "Asia/Calcutta"); calcutta.Region != billing.RegionIndia {
			t.Error("Asia/Calcutta is India too")
		}
		us, err := a.Payments.Plans(ctx, "America/New_York")
		if err != nil {
			t.Fatal(err)
		}
		if us.Region != billing.RegionElsewhere || us.Online || len(us.Plans) != 3 || us.Plans[0].Price != "$69" || us.Plans[1].Price != "$129" ||
			us.Plans[0].Callback != "pricing_page_100_us" || us.Plans[2].Callback != "pricing_page_custom_us" || us.Plans[0].Online() {
			t.Errorf("elsewhere: %+v", us)
		}
		// Without keys the India plans are by callback too.
		plain := apptest.NewApp(t, db, apptest.ServerOptions{})
		if v, err := plain.Payments.Plans(apptest.MustTeam(t, plain, "plans-plain").Ctx(t, recruit.RoleAdmin), "Asia/Kolkata"); err != nil || v.Online || v.KeyID != "" {
			t.Errorf("without keys: %+v, %v", v, err)
		}
	})
}

func TestCreateOrder(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a, rz := payingApp(t, db)
		tm := apptest.MustTeam(t, a, "orders")
		ctx := tm.Ctx(t, recruit.RoleAdmin)
		o, err := a.Payments.CreateOrder(ctx, "india_100", 0)
		if err != nil {
			t.Fatal(err)
		}
		if o.Amount != 200000 || o.Currency != "INR" || o.Credits != 100 || o.Status != billing.OrderCreated ||
			o.KeyID != fakeproviders.RazorpayKeyID || o.CustomerEmail != "owner@orders.test" {
			t.Errorf("order %+v", o)
		}
		if st, ok := rz.Order(o.RazorpayOrderID); !ok || st != "created" {
			t.Errorf("the fake holds %q (%v)", st, ok)
		}
		byAmount, err := a.Payments.CreateOrder(ctx, "", 3500)
		if err != nil || byAmount.Plan != "india_200" || byAmount.Amount != 350000 || byAmount.Credits != 200 {
			t.Errorf("inr_amount 3500: %+v, %v", byAmount, err)
		}
		wantCode(t, "unknown plan", errOf(a.Payments.CreateOrder(ctx, "gold", 0)), recruit.EINVALID, "Please choose a plan")
		wantCode(t, "no plan", errOf(a.Payments.CreateOrder(ctx, "", 0)), recruit.EINVALID, "Please choose a plan")
		wantCode(t, "an amount of no plan", errOf(a.Payments.CreateOrder(ctx, "", 2001)), recruit.EINVALID, "Please choose a plan")
		wantCode(t, "NUL", errOf(a.Payments.CreateOrder(ctx, "india_100\x00", 0)), recruit.EINVALID, "Please choose a plan")
		wantCode(t, "a plan outside India", errOf(a.Payments.CreateOrder(ctx, "intl_100", 0)), recruit.EINVALID, "REQUEST CALLBACK")
		wantCode(t, "the custom plan", errOf(a.Payments.CreateOrder(ctx, "india_custom", 0)), recruit.EINVALID, "REQUEST CALLBACK")
		wantCode(t, "a panelist", errOf(a.Payments.CreateOrder(tm.Ctx(t, recruit.RolePanel), "india_100", 0)), recruit.EFORBIDDEN, "")
		orders, err := a.Payments.Orders(ctx)
		if err != nil || len(orders) != 2 || orders[0].ID != byAmount.ID {
			t.Errorf("history: %+v, %v", orders, err)
		}

		// Keys Razorpay refuses: a clear 503, nothing stored.
		wrong := *a.Payments
		client := *a.Payments.Razorpay
		client.KeySecret = "not-the-secret"
		wrong.Razorpay = &client
		wantCode(t, "refused keys", errOf(wrong.CreateOrder(ctx, "india_100", 0)), recruit.EUNAVAILABLE, "payment service")
		if orders, _ := a.Payments.Orders(ctx); len(orders) != 2 {
			t.Errorf("after a refused order: %d orders, want 2", len(orders))
		}
		// Without keys, no online order.
		plain := apptest.NewApp(t, db, apptest.ServerOptions{})
		wantCode(t, "no keys", errOf(plain.Payments.CreateOrder(apptest.MustTeam(t, plain, "orders-plain").Ctx(t, recruit.RoleAdmin), "india_100", 0)),
			recruit.ECONFLICT, "REQUEST CALLBACK")
	})
}

func errOf[T any](_ T, err error) error { return err }

// TestConfirmation: the browser's success counts only with a valid
// signature over the stored order id; a wrong, tampered or borrowed one
// grants nothing, a good one grants once.
func TestConfirmation(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a, rz := payingApp(t, db)
		tm := apptest.MustTeam(t, a, "confirm")
		ctx := tm.Ctx(t, recruit.RoleAdmin)
		company := tm.Company.ID
		start := pending(t, a, company)
		o, err := a.Payments.CreateOrder(ctx, "india_100", 0)
		if err != nil {
			t.Fatal(err)
		}
		other, err := a.Payments.CreateOrder(ctx, "india_200", 0)
		if err != nil {
			t.Fatal(err)
		}
		pay, err := rz.Pay(o.RazorpayOrderID)
		if err != nil {
			t.Fatal(err)
		}
		otherPay, _ := rz.Pay(other.RazorpayOrderID)
		success := func(orderID, paymentID, sig string) billing.StatusUpdate {
			return billing.StatusUpdate{Status: "success", OrderID: orderID, PaymentID: paymentID, Signature: sig}
		}
		for _, c := range []struct {
			name string
			u    billing.StatusUpdate
		}{
			{"wrong signature", success(pay.OrderID, pay.PaymentID, strings.Repeat("0", 64))},
			{"tampered signature", success(pay.OrderID, pay.PaymentID, pay.Signature[:63]+"x")},
			{"another payment's signature", success(pay.OrderID, otherPay.PaymentID, otherPay.Signature)},
			{"another order echoed", success(other.RazorpayOrderID, pay.PaymentID, pay.Signature)},
			{"no signature", success(pay.OrderID, pay.PaymentID, "")},
			{"no payment id", success(pay.OrderID, "", pay.Signature)},
		} {
			_, _, err := a.Payments.UpdateOrderStatus(ctx, o.ID, c.u)
			wantCode(t, c.name, err, recruit.EINVALID, "could not be verified")
		}
		wantCode(t, "unknown status", errOf3(a.Payments.UpdateOrderStatus(ctx, o.ID, billing.StatusUpdate{Status: "paid"})), recruit.EINVALID, "Status must be")
		if got := pending(t, a, company); got != start {
			t.Fatalf("after refused confirmations: %d credits, want %d", got, start)
		}
		// Another company cannot touch the order, even with its signature.
		outsider := apptest.MustTeam(t, a, "confirm-outsider").Ctx(t, recruit.RoleAdmin)
		wantCode(t, "another company", errOf3(a.Payments.UpdateOrderStatus(outsider, o.ID, success(pay.OrderID, pay.PaymentID, pay.Signature))),
			recruit.ENOTFOUND, "Order not found")
		if orders, _ := a.Payments.Orders(outsider); len(orders) != 0 {
			t.Errorf("another company sees %d orders", len(orders))
		}

		for i := range 2 {
			got, c, err := a.Payments.UpdateOrderStatus(ctx, o.ID, success(pay.OrderID, pay.PaymentID, pay.Signature))
			if err != nil || got.Status != billing.OrderPaid || got.PaymentID != pay.PaymentID || c.Pending() != start+100 {
				t.Errorf("confirmation %d: %+v, %+v, %v", i+1, got, c, err)
			}
		}
		// A dismissed window grants nothing and a paid order stays paid.
		got, c, err := a.Payments.UpdateOrderStatus(ctx, other.ID, billing.StatusUpdate{Status: "cancelled"})
		if err != nil || got.Status != billing.OrderCancelled || c.Pending() != start+100 {
			t.Errorf("cancelled: %+v, %+v, %v", got, c, err)
		}
		if got, _, _ := a.Payments.UpdateOrderStatus(ctx, o.ID, billing.StatusUpdate{Status: "failed", Failure: "late"}); got.Status != billing.OrderPaid {
			t.Errorf("a failure after the payment made the order %s", got.Status)
		}
		wantCode(t, "NUL in the failure", errOf3(a.Payments.UpdateOrderStatus(ctx, other.ID, billing.StatusUpdate{Status: "failed", Failure: "a\x00b"})),
			recruit.EINVALID, "Invalid characters")
	})
}

func errOf3[A, B any](_ A, _ B, err error) error { return err }

// TestWebhook: the signature over the raw body, the event id's dedupe,
// and the late capture of an order the window reported failed.
func TestWebhook(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a, rz := payingApp(t, db)
		tm := apptest.MustTeam(t, a, "hooks")
		ctx := tm.Ctx(t, recruit.RoleAdmin)
		start := pending(t, a, tm.Company.ID)
		o, err := a.Payments.CreateOrder(ctx, "india_200", 0)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := a.Payments.UpdateOrderStatus(ctx, o.ID, billing.StatusUpdate{Status: "failed", Failure: "BAD_REQUEST_ERROR payment_failed"}); err != nil {
			t.Fatal(err)
		}
		if _, err := rz.Pay(o.RazorpayOrderID); err != nil {
			t.Fatal(err)
		}
		body, sig, id := rz.WebhookEvent("payment.captured", o.RazorpayOrderID)
		bg := context.Background()
		for _, c := range []struct {
			name, id, sig string
			body          []byte
		}{
			{"no signature", id, "", body},
			{"signed with the key secret", id, hexSig(fakeproviders.RazorpayKeySecret, body), body},
			{"tampered body", id, sig, []byte(strings.Replace(string(body), `"amount":350000`, `"amount":350001`, 1))},
		} {
			_, err := a.Payments.Webhook(bg, c.id, c.sig, c.body)
			wantCode(t, c.name, err, recruit.EINVALID, "Invalid webhook signature")
		}
		wantCode(t, "no event id", errOf(a.Payments.Webhook(bg, "", sig, body)), recruit.EINVALID, "x-razorpay-event-id")
		wantCode(t, "NUL event id", errOf(a.Payments.Webhook(bg, "evt\x00", sig, body)), recruit.EINVALID, "x-razorpay-event-id")
		if got := pending(t, a, tm.Company.ID); got != start {
			t.Fatalf("after refused webhooks: %d, want %d", got, start)
		}
		res, err := a.Payments.Webhook(bg, id, sig, body)
		if err != nil || !res.Granted || res.Duplicate {
			t.Fatalf("first delivery: %+v, %v", res, err)
		}
		res, err = a.Payments.Webhook(bg, id, sig, body)
		if err != nil || res.Granted || !res.Duplicate {
			t.Errorf("second delivery: %+v, %v", res, err)
		}
		// order.paid, a new event about the same paid order, grants nothing.
		body2, sig2, id2 := rz.WebhookEvent("order.paid", o.RazorpayOrderID)
		if res, err := a.Payments.Webhook(bg, id2, sig2, body2); err != nil || res.Granted || res.Duplicate {
			t.Errorf("order.paid after payment.captured: %+v, %v", res, err)
		}
		if got := pending(t, a, tm.Company.ID); got != start+200 {
			t.Errorf("credits %d, want %d", got, start+200)
		}
		orders, _ := a.Payments.Orders(ctx)
		if len(orders) != 1 || orders[0].Status != billing.OrderPaid || orders[0].PaidVia != "webhook" {
			t.Errorf("history %+v", orders)
		}
		// An order that is not Hirekit's is acknowledged and ignored.
		body3, sig3, id3 := rz.WebhookEvent("payment.captured", "order_NotHirekits01")
		if res, err := a.Payments.Webhook(bg, id3, sig3, body3); err != nil || !res.Ignored {
			t.Errorf("a foreign order: %+v, %v", res, err)
		}
		// Without a webhook secret every delivery is refused.
		plain := apptest.NewApp(t, db, apptest.ServerOptions{})
		wantCode(t, "no secret", errOf(plain.Payments.Webhook(bg, id, sig, body)), recruit.ENOTFOUND, "not configured")
	})
}

func hexSig(secret string, body []byte) string {
	return razorpay.Sign([]byte(secret), body)
}

// TestGrantOnceUnderRace delivers the same webhook three times, a second
// event (order.paid) and the browser's confirmation all at once: the
// order's credits are granted exactly once.
func TestGrantOnceUnderRace(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a, rz := payingApp(t, db)
		tm := apptest.MustTeam(t, a, "race")
		ctx := tm.Ctx(t, recruit.RoleAdmin)
		start := pending(t, a, tm.Company.ID)
		for round := range 3 {
			o, err := a.Payments.CreateOrder(ctx, "india_100", 0)
			if err != nil {
				t.Fatal(err)
			}
			pay, err := rz.Pay(o.RazorpayOrderID)
			if err != nil {
				t.Fatal(err)
			}
			body, sig, id := rz.WebhookEvent("payment.captured", o.RazorpayOrderID)
			body2, sig2, id2 := rz.WebhookEvent("order.paid", o.RazorpayOrderID)
			var wg sync.WaitGroup
			var mu sync.Mutex
			granted := 0
			errs := []error{}
			note := func(ok bool, err error) {
				mu.Lock()
				defer mu.Unlock()
				if ok {
					granted++
				}
				if err != nil {
					errs = append(errs, err)
				}
			}
			for range 3 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					res, err := a.Payments.Webhook(context.Background(), id, sig, body)
					note(res.Granted, err)
				}()
			}
			wg.Add(2)
			go func() {
				defer wg.Done()
				res, err := a.Payments.Webhook(context.Background(), id2, sig2, body2)
				note(res.Granted, err)
			}()
			go func() {
				defer wg.Done()
				_, _, err := a.Payments.UpdateOrderStatus(ctx, o.ID, billing.StatusUpdate{Status: "success", OrderID: pay.OrderID, PaymentID: pay.PaymentID, Signature: pay.Signature})
				note(false, err)
			}()
			wg.Wait()
			if len(errs) > 0 {
				t.Fatalf("round %d: %v", round+1, errs)
			}
			if got, want := pending(t, a, tm.Company.ID), start+100*(round+1); got != want {
				t.Fatalf("round %d: %d credits, want %d", round+1, got, want)
			}
			entries, err := a.Billing.Entries(context.Background(), tm.Company.ID)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, e := range entries {
				if e.GrantKey != nil && *e.GrantKey == "order:"+o.RazorpayOrderID {
					n++
				}
			}
			if n != 1 || granted > 1 {
				t.Errorf("round %d: %d ledger grants, %d webhook grants; want 1 grant", round+1, n, granted)
			}
		}
	})
}
