package razorpay_test

import (
	"context"
	"errors"
	"testing"

	"hirekit/internal/apptest/fakeproviders"
	"hirekit/internal/billing/razorpay"
)

// The golden vector of reference §3.4 (razorpay-go's tests).
func TestPaymentSignatureGoldenVector(t *testing.T) {
	const want = "0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f"
	if got := razorpay.PaymentSignature("EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l"); got != want {
		t.Fatalf("signature %s, want %s", got, want)
	}
	for _, c := range []struct {
		name                    string
		secret, order, pay, sig string
		ok                      bool
	}{
		{"good", "EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", want, true},
		{"upper-case hex", "EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", "0D4E745A1838664AD6C9C9902212A32D627D68E917290B0AD5F08FF4561BC50F", true},
		{"another payment", "EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1m", want, false},
		{"another order", "EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz4", "pay_IH4NVgf4Dreq1l", want, false},
		{"another secret", "EnLs21M47BllR3X8PSFtjtbe", "order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", want, false},
		{"tampered signature", "EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", want[:63] + "e", false},
		{"truncated", "EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", want[:32], false},
		{"empty", "EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", "", false},
	} {
		if got := razorpay.VerifyPayment(c.secret, c.order, c.pay, c.sig); got != c.ok {
			t.Errorf("%s: verified %v, want %v", c.name, got, c.ok)
		}
	}
}

func TestWebhookSignature(t *testing.T) {
	body := []byte(`{"event":"payment.captured","payload":{}}`)
	sig := razorpay.Sign([]byte("whsec"), body)
	if !razorpay.VerifyWebhook("whsec", body, sig) {
		t.Error("a correctly signed body was refused")
	}
	if razorpay.VerifyWebhook("whsec", append([]byte(" "), body...), sig) {
		t.Error("a body with one more byte was accepted")
	}
	if razorpay.VerifyWebhook("key-secret", body, sig) {
		t.Error("a body signed with another secret was accepted")
	}
}

// TestCreateOrderAgainstFake creates an order at the fake and meets its
// documented errors: bad credentials (401) and validation (400, field).
func TestCreateOrderAgainstFake(t *testing.T) {
	f := fakeproviders.Start(t)
	ctx := context.Background()
	c := &razorpay.Client{BaseURL: f.URL + "/razorpay", KeyID: fakeproviders.RazorpayKeyID, KeySecret: fakeproviders.RazorpayKeySecret}
	o, err := c.CreateOrder(ctx, razorpay.OrderRequest{Amount: 200000, Currency: "INR", Receipt: "hk_1", Notes: map[string]string{"plan": "india_100"}})
	if err != nil {
		t.Fatal(err)
	}
	if o.Status != "created" || o.Amount != 200000 || o.AmountDue != 200000 || o.Currency != "INR" || o.Receipt != "hk_1" || len(o.ID) < 10 {
		t.Errorf("order %+v", o)
	}
	var rerr *razorpay.Error
	_, err = c.CreateOrder(ctx, razorpay.OrderRequest{Amount: 99, Currency: "INR"})
	if !errors.As(err, &rerr) || rerr.Status != 400 || rerr.Code != "BAD_REQUEST_ERROR" || rerr.Field != "amount" ||
		rerr.Description != "The amount must be at least INR 1.00" {
		t.Errorf("amount 99: %v", err)
	}
	_, err = c.CreateOrder(ctx, razorpay.OrderRequest{Amount: 100, Currency: "INR", Receipt: "r123456789012345678901234567890123456789012"})
	if !errors.As(err, &rerr) || rerr.Field != "receipt" {
		t.Errorf("long receipt: %v", err)
	}
	bad := *c
	bad.KeySecret = "wrong"
	_, err = bad.CreateOrder(ctx, razorpay.OrderRequest{Amount: 200000, Currency: "INR"})
	if !errors.As(err, &rerr) || rerr.Status != 401 || rerr.Description != "Authentication failed" {
		t.Errorf("wrong secret: %v", err)
	}
}
