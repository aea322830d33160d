package apiv1

// PlansRequest is GET screeno/plans.
type PlansRequest struct {
	TimeZone string `query:"time_zone" description:"The browser's IANA time zone; Asia/Kolkata (or Asia/Calcutta) shows the India plans"`
}

// CreditPlan is a plan card of /screeno/credits.
type CreditPlan struct {
	ID       string `json:"id" description:"india_100, india_200, india_custom, intl_100, intl_200, intl_custom"`
	Resumes  int    `json:"resumes" description:"Credits the plan grants; 0 for the custom plan"`
	Price    string `json:"price" description:"As shown (₹2000, $69); empty for the custom plan"`
	Struck   string `json:"struck" description:"The struck price (India); may be empty"`
	Callback string `json:"callback" description:"The request-callback kind of the plan"`
	Buy      bool   `json:"buy" description:"The plan can be bought online now (India plans with payments configured)"`
}

// PaymentsSetup is what the page opens Razorpay Checkout with.
type PaymentsSetup struct {
	RazorpayKeyID string `json:"razorpay_key_id"`
	CheckoutURL   string `json:"checkout_url" description:"The Checkout script, loaded only on /screeno/credits"`
}

// CreditPlans answers GET screeno/plans.
type CreditPlans struct {
	Region   string         `json:"region" enum:"india,elsewhere"`
	Plans    []CreditPlan   `json:"plans"`
	Payments *PaymentsSetup `json:"payments" description:"Present when the region's plans can be bought online; null = callback only"`
}

// CreateOrderRequest is POST screeno/create-order.
type CreateOrderRequest struct {
	Plan      string `json:"plan" description:"A plan id (india_100 or india_200)"`
	INRAmount int64  `json:"inr_amount" description:"The plan's price in rupees (2000 or 3500), when plan is not given"`
}

// RazorpayOrder is the Razorpay order Checkout opens.
type RazorpayOrder struct {
	ID       string `json:"id" description:"Razorpay's order id (order_…)"`
	Amount   int64  `json:"amount" description:"In paise"`
	Currency string `json:"currency"`
}

// CustomerDetails prefill Checkout.
type CustomerDetails struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

// CreatedOrder answers POST screeno/create-order (spec: payment order).
type CreatedOrder struct {
	RazorpayKeyID   string          `json:"razorpay_key_id"`
	PaymentOrderID  int64           `json:"hirekit_payment_order_id" description:"Hirekit's id of the order: update-order-status takes it"`
	Order           RazorpayOrder   `json:"order"`
	CustomerDetails CustomerDetails `json:"customer_details"`
	Credits         int             `json:"credits" description:"What the plan grants once paid"`
}

// CheckoutSuccess is what Checkout's handler received.
type CheckoutSuccess struct {
	RazorpayOrderID   string `json:"razorpay_order_id"`
	RazorpayPaymentID string `json:"razorpay_payment_id"`
	RazorpaySignature string `json:"razorpay_signature"`
}

// CheckoutError is what Checkout reported on a failure.
type CheckoutError struct {
	Reason string `json:"reason"`
	Field  string `json:"field"`
	Step   string `json:"step"`
	Code   string `json:"code"`
}

// UpdateOrderStatusRequest is POST screeno/update-order-status.
type UpdateOrderStatusRequest struct {
	PaymentOrderID  int64            `query:"hirekit_payment_order_id" required:"true" minimum:"1"`
	Status          string           `json:"status" required:"true" enum:"success,cancelled,timedout,failed"`
	SuccessResponse *CheckoutSuccess `json:"success_response"`
	ErrorResponse   *CheckoutError   `json:"error_response"`
}

// PaymentOrder is one row of the order history.
type PaymentOrder struct {
	ID              int64   `json:"id"`
	Plan            string  `json:"plan"`
	Credits         int     `json:"credits"`
	Amount          int64   `json:"amount" description:"In paise"`
	Currency        string  `json:"currency"`
	Status          string  `json:"status" enum:"created,failed,cancelled,paid"`
	RazorpayOrderID string  `json:"razorpay_order_id"`
	CreatedAt       string  `json:"created_at"`
	PaidAt          *string `json:"paid_at"`
}

// OrderStatus answers POST screeno/update-order-status.
type OrderStatus struct {
	Order   PaymentOrder `json:"order"`
	Credits Credits      `json:"credits"`
}

// PaymentOrders answers GET screeno/orders.
type PaymentOrders struct {
	Orders []PaymentOrder `json:"orders"`
}

// RazorpayWebhook documents POST webhooks/razorpay: Razorpay's event,
// signed in X-Razorpay-Signature and named by x-razorpay-event-id.
type RazorpayWebhook struct {
	Event   string         `json:"event" description:"payment.captured and order.paid grant the order's credits; payment.failed marks it failed; others are ignored"`
	Payload map[string]any `json:"payload"`
}

// WebhookAck answers a webhook delivery.
type WebhookAck struct {
	Received  bool `json:"received"`
	Duplicate bool `json:"duplicate" description:"The event id was handled before"`
}
