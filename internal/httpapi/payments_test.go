package httpapi_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"hirekit/internal/apiv1"
	"hirekit/internal/apptest"
	"hirekit/internal/apptest/fakeproviders"
	"hirekit/internal/config"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestPaymentsOverHTTP buys the 100-credit plan as the credits page does
// (plans, create-order, Checkout's Pay at the fake, update-order-status)
// while the fake's webhook arrives three times: the credits come once; a
// forged confirmation grants nothing; the history shows the orders.
func TestPaymentsOverHTTP(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		f := fakeproviders.Start(t)
		e := f.Endpoints()
		srv := apptest.NewServer(t, db, apptest.ServerOptions{Configure: func(c *config.Config) {
			c.RazorpayKeyID, c.RazorpayKeySecret = fakeproviders.RazorpayKeyID, fakeproviders.RazorpayKeySecret
			c.RazorpayWebhookSecret = fakeproviders.RazorpayWebhookSecret
			c.RazorpayAPIURL, c.RazorpayCheckoutURL = e.RazorpayAPIURL, e.RazorpayCheckout
		}})
		rz := f.Razorpay
		rz.SetWebhookURL(srv.HTTP.URL + "/api/v1/webhooks/razorpay")
		tm := apptest.MustTeam(t, srv.App, "payhttp")
		token := tm.Tokens[recruit.RoleAdmin]
		credits := func() int {
			var c apiv1.Envelope[apiv1.Credits]
			srv.Do(t, "GET", "/api/v1/screeno/get-available-credits", token, nil).JSON(t, &c)
			return c.Data.PendingCredits
		}
		start := credits()

		var plans apiv1.Envelope[apiv1.CreditPlans]
		srv.Do(t, "GET", "/api/v1/screeno/plans?time_zone=Asia/Kolkata", token, nil).JSON(t, &plans)
		if p := plans.Data; p.Region != "india" || p.Payments == nil || p.Payments.RazorpayKeyID != fakeproviders.RazorpayKeyID ||
			p.Payments.CheckoutURL != e.RazorpayCheckout || len(p.Plans) != 3 || !p.Plans[0].Buy || !p.Plans[1].Buy || p.Plans[2].Buy {
			t.Fatalf("India plans: %+v", p)
		}
		srv.Do(t, "GET", "/api/v1/screeno/plans?time_zone=Europe/Berlin", token, nil).JSON(t, &plans)
		if p := plans.Data; p.Region != "elsewhere" || p.Payments != nil || p.Plans[0].Buy {
			t.Errorf("plans elsewhere: %+v", p)
		}
		wantAnswer(t, "a plan outside India", srv.Do(t, "POST", "/api/v1/screeno/create-order", token, map[string]any{"plan": "intl_100"}), 400, "REQUEST CALLBACK")
		wantAnswer(t, "NUL", srv.Do(t, "POST", "/api/v1/screeno/create-order", token, `{"plan":"india_100\u0000"}`), 400, "")

		create := func() apiv1.CreatedOrder {
			var o apiv1.Envelope[apiv1.CreatedOrder]
			r := srv.Do(t, "POST", "/api/v1/screeno/create-order", token, map[string]any{"plan": "india_100"})
			r.JSON(t, &o)
			if r.Status != 200 || o.Data.Order.Amount != 200000 || o.Data.Order.Currency != "INR" || o.Data.RazorpayKeyID != fakeproviders.RazorpayKeyID {
				t.Fatalf("create-order: %d %s", r.Status, r.Body)
			}
			return o.Data
		}
		// Checkout's Pay button, as checkout.js calls it.
		pay := func(orderID string) fakeproviders.Payment {
			resp, err := http.Post(f.URL+"/razorpay/checkout/pay", "text/plain",
				strings.NewReader(fmt.Sprintf(`{"key":%q,"order_id":%q}`, fakeproviders.RazorpayKeyID, orderID)))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			var p fakeproviders.Payment
			if err := json.NewDecoder(resp.Body).Decode(&p); err != nil || resp.StatusCode != 200 {
				t.Fatalf("pay: %d %v", resp.StatusCode, err)
			}
			return p
		}
		confirm := func(id int64, p fakeproviders.Payment) apptest.Response {
			return srv.Do(t, "POST", fmt.Sprintf("/api/v1/screeno/update-order-status?hirekit_payment_order_id=%d", id), token,
				map[string]any{"status": "success", "success_response": p})
		}

		// A forged confirmation: wrong signature, no payment behind it.
		forged := create()
		rz.SetBadSignature(true)
		fp := pay(forged.Order.ID)
		rz.SetBadSignature(false)
		wantAnswer(t, "a wrong signature", confirm(forged.PaymentOrderID, fp), 400, "could not be verified")
		if got := credits(); got != start {
			t.Fatalf("after a forged confirmation: %d credits, want %d", got, start)
		}

		// The real purchase: the fake's own webhook (sent when Pay was
		// clicked), two more deliveries of it and the page's confirmation,
		// all at once.
		o := create()
		p := pay(o.Order.ID)
		var wg sync.WaitGroup
		statuses := make(chan int, 4)
		for range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				d, err := rz.Redeliver(o.Order.ID)
				if err != nil {
					// The first delivery may not be recorded yet: send one.
					d = rz.Deliver("payment.captured", o.Order.ID)
				}
				statuses <- d.Status
			}()
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			statuses <- confirm(o.PaymentOrderID, p).Status
		}()
		wg.Wait()
		close(statuses)
		for s := range statuses {
			if s != 200 {
				t.Errorf("a delivery or the confirmation answered %d", s)
			}
		}
		// A webhook with a bad signature is refused over HTTP too.
		body, _, id := rz.WebhookEvent("payment.captured", o.Order.ID)
		req, _ := http.NewRequest("POST", srv.HTTP.URL+"/api/v1/webhooks/razorpay", strings.NewReader(string(body)))
		req.Header.Set("X-Razorpay-Signature", strings.Repeat("a", 64))
		req.Header.Set("x-razorpay-event-id", id)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 400 || !strings.Contains(string(raw), "Invalid webhook signature") {
			t.Errorf("bad webhook signature: %d %s", resp.StatusCode, raw)
		}
		if got := credits(); got != start+100 {
			t.Errorf("after the purchase: %d credits, want %d", got, start+100)
		}

		var hist apiv1.Envelope[apiv1.PaymentOrders]
		srv.Do(t, "GET", "/api/v1/screeno/orders", token, nil).JSON(t, &hist)
		if h := hist.Data.Orders; len(h) != 2 || h[0].Status != "paid" || h[0].PaidAt == nil || h[0].Amount != 200000 || h[1].Status != "created" {
			t.Errorf("history: %+v", h)
		}
		other := apptest.MustTeam(t, srv.App, "payhttp-other").Tokens[recruit.RoleAdmin]
		wantAnswer(t, "another company's order", confirm(o.PaymentOrderID, p), 200, "paid")
		wantAnswer(t, "another company confirming", srv.Do(t, "POST", fmt.Sprintf("/api/v1/screeno/update-order-status?hirekit_payment_order_id=%d", o.PaymentOrderID), other,
			map[string]any{"status": "success", "success_response": p}), 404, "Order not found")
		srv.Do(t, "GET", "/api/v1/screeno/orders", other, nil).JSON(t, &hist)
		if len(hist.Data.Orders) != 0 {
			t.Errorf("another company sees %d orders", len(hist.Data.Orders))
		}

		// The Checkout script the page loads.
		resp, err = http.Get(e.RazorpayCheckout)
		if err != nil {
			t.Fatal(err)
		}
		js, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(js), "window.Razorpay = Razorpay") || !strings.Contains(string(js), f.URL+"/razorpay") || strings.Contains(string(js), "__FAKE_BASE__") {
			t.Errorf("checkout.js: %.200s", js)
		}
	})
}
