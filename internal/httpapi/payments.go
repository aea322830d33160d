package httpapi

import (
	"context"
	"errors"
	"io"
	"net/http"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/billing"
	"hirekit/internal/recruit"
)

func (s *Server) creditPlans(ctx context.Context, req *apiv1.PlansRequest) (*apiv1.CreditPlans, error) {
	v, err := s.deps.Payments.Plans(ctx, req.TimeZone)
	if err != nil {
		return nil, err
	}
	out := &apiv1.CreditPlans{Region: v.Region, Plans: []apiv1.CreditPlan{}}
	for _, p := range v.Plans {
		out.Plans = append(out.Plans, apiv1.CreditPlan{ID: p.ID, Resumes: p.Resumes, Price: p.Price, Struck: p.Struck,
			Callback: p.Callback, Buy: v.Online && p.Online()})
	}
	if v.Online {
		out.Payments = &apiv1.PaymentsSetup{RazorpayKeyID: v.KeyID, CheckoutURL: v.CheckoutURL}
	}
	return out, nil
}

func (s *Server) createOrder(ctx context.Context, req *apiv1.CreateOrderRequest) (*apiv1.CreatedOrder, error) {
	o, err := s.deps.Payments.CreateOrder(ctx, req.Plan, req.INRAmount)
	if err != nil {
		return nil, err
	}
	return &apiv1.CreatedOrder{RazorpayKeyID: o.KeyID, PaymentOrderID: o.ID,
		Order:           apiv1.RazorpayOrder{ID: o.RazorpayOrderID, Amount: o.Amount, Currency: o.Currency},
		CustomerDetails: apiv1.CustomerDetails{Name: o.CustomerName, Email: o.CustomerEmail}, Credits: o.Credits}, nil
}

func (s *Server) updateOrderStatus(ctx context.Context, req *apiv1.UpdateOrderStatusRequest) (*apiv1.OrderStatus, error) {
	u := billing.StatusUpdate{Status: req.Status}
	if r := req.SuccessResponse; r != nil {
		u.OrderID, u.PaymentID, u.Signature = r.RazorpayOrderID, r.RazorpayPaymentID, r.RazorpaySignature
	}
	if e := req.ErrorResponse; e != nil {
		u.Failure = e.Code + " " + e.Reason + " " + e.Step + " " + e.Field
	}
	o, c, err := s.deps.Payments.UpdateOrderStatus(ctx, req.PaymentOrderID, u)
	if err != nil {
		return nil, err
	}
	return &apiv1.OrderStatus{Order: orderOut(o), Credits: *creditsOut(c)}, nil
}

func (s *Server) paymentOrders(ctx context.Context, _ *apiv1.Empty) (*apiv1.PaymentOrders, error) {
	orders, err := s.deps.Payments.Orders(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.PaymentOrders{Orders: []apiv1.PaymentOrder{}}
	for _, o := range orders {
		out.Orders = append(out.Orders, orderOut(o))
	}
	return out, nil
}

func orderOut(o billing.Order) apiv1.PaymentOrder {
	out := apiv1.PaymentOrder{ID: o.ID, Plan: o.Plan, Credits: o.Credits, Amount: o.Amount, Currency: o.Currency,
		Status: o.Status, RazorpayOrderID: o.RazorpayOrderID, CreatedAt: o.CreatedAt.UTC().Format(time.RFC3339)}
	if o.PaidAt != nil {
		at := o.PaidAt.UTC().Format(time.RFC3339)
		out.PaidAt = &at
	}
	return out
}

// razorpayWebhook reads the raw body itself: the signature is over the
// exact bytes Razorpay sent, never a re-encoding.
func (s *Server) razorpayWebhook(w http.ResponseWriter, r *http.Request) error {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, billing.MaxWebhookBody))
	if err != nil {
		if errors.As(err, new(*http.MaxBytesError)) {
			return recruit.Errorf(recruit.ETOOLARGE, "The event is too large")
		}
		return recruit.Errorf(recruit.EINVALID, "Could not read the event")
	}
	res, err := s.deps.Payments.Webhook(r.Context(), r.Header.Get("X-Razorpay-Event-Id"), r.Header.Get("X-Razorpay-Signature"), body)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, apiv1.Envelope[*apiv1.WebhookAck]{Data: &apiv1.WebhookAck{Received: true, Duplicate: res.Duplicate}})
	return nil
}
