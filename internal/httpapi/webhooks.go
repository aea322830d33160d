package httpapi

import (
	"context"

	"hirekit/internal/apiv1"
	"hirekit/internal/recruit"
	"hirekit/internal/webhooks"
)

func webhookEndpointOut(e *webhooks.Endpoint) apiv1.WebhookEndpoint {
	events := []string{}
	for _, ev := range e.Events() {
		events = append(events, string(ev))
	}
	return apiv1.WebhookEndpoint{ID: e.ID, URL: e.URL, Description: e.Description, Events: events, Enabled: e.Enabled,
		DisabledReason: e.DisabledReason, CreatedAt: rfc3339(e.CreatedAt), UpdatedAt: rfc3339(e.UpdatedAt)}
}

func webhookDeliveryOut(d *webhooks.Delivery) apiv1.WebhookDelivery {
	return apiv1.WebhookDelivery{ID: d.ID, EndpointID: d.EndpointID, EndpointURL: d.EndpointURL, MessageID: d.MessageID,
		EventType: string(d.EventType), State: d.State, Attempts: d.Attempts, LastStatus: d.LastStatus, LastError: d.LastError,
		CreatedAt: rfc3339(d.CreatedAt), UpdatedAt: rfc3339(d.UpdatedAt), DeliveredAt: rfc3339Ptr(d.DeliveredAt)}
}

func eventsIn(in []string) []recruit.Event {
	out := make([]recruit.Event, len(in))
	for i, e := range in {
		out[i] = recruit.Event(e)
	}
	return out
}

func (s *Server) listWebhooks(ctx context.Context, _ *apiv1.Empty) (*apiv1.WebhookEndpoints, error) {
	es, err := s.deps.Webhooks.List(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.WebhookEndpoints{Endpoints: []apiv1.WebhookEndpoint{}, Events: []string{}}
	for i := range es {
		out.Endpoints = append(out.Endpoints, webhookEndpointOut(&es[i]))
	}
	for _, e := range recruit.Events {
		out.Events = append(out.Events, string(e))
	}
	return out, nil
}

func (s *Server) createWebhook(ctx context.Context, req *apiv1.WebhookEndpointRequest) (*apiv1.WebhookEndpointSecret, error) {
	e, err := s.deps.Webhooks.Create(ctx, webhooks.Input{URL: &req.URL, Description: &req.Description, Events: eventsIn(req.Events)})
	if err != nil {
		return nil, err
	}
	return &apiv1.WebhookEndpointSecret{Endpoint: webhookEndpointOut(&e.Endpoint), Secret: e.Secret}, nil
}

func (s *Server) updateWebhook(ctx context.Context, req *apiv1.WebhookEndpointUpdate) (*apiv1.WebhookEndpointResult, error) {
	in := webhooks.Input{URL: req.URL, Description: req.Description, Enabled: req.Enabled}
	if req.Events != nil {
		in.Events = eventsIn(*req.Events)
		if in.Events == nil {
			in.Events = []recruit.Event{}
		}
	}
	e, err := s.deps.Webhooks.Update(ctx, req.ID, in)
	if err != nil {
		return nil, err
	}
	return &apiv1.WebhookEndpointResult{Endpoint: webhookEndpointOut(e)}, nil
}

func (s *Server) deleteWebhook(ctx context.Context, req *apiv1.IDPath) (*apiv1.WebhookDeleted, error) {
	if err := s.deps.Webhooks.Delete(ctx, req.ID); err != nil {
		return nil, err
	}
	return &apiv1.WebhookDeleted{Deleted: true}, nil
}

func (s *Server) rotateWebhookSecret(ctx context.Context, req *apiv1.IDPath) (*apiv1.WebhookEndpointSecret, error) {
	e, err := s.deps.Webhooks.RotateSecret(ctx, req.ID)
	if err != nil {
		return nil, err
	}
	return &apiv1.WebhookEndpointSecret{Endpoint: webhookEndpointOut(&e.Endpoint), Secret: e.Secret}, nil
}

func (s *Server) testWebhook(ctx context.Context, req *apiv1.IDPath) (*apiv1.WebhookDeliveryResult, error) {
	d, err := s.deps.Webhooks.SendTest(ctx, req.ID)
	if err != nil {
		return nil, err
	}
	return &apiv1.WebhookDeliveryResult{Delivery: webhookDeliveryOut(d)}, nil
}

func (s *Server) webhookDeliveries(ctx context.Context, req *apiv1.WebhookDeliveriesRequest) (*apiv1.WebhookDeliveries, apiv1.Meta, error) {
	page, per, err := pageOf(apiv1.PageRequest{Page: req.Page, PerPage: req.PerPage})
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	ds, total, err := s.deps.Webhooks.Deliveries(ctx, webhooks.DeliveryQuery{EndpointID: req.EndpointID, Page: page, PerPage: per})
	if err != nil {
		return nil, apiv1.Meta{}, err
	}
	out := &apiv1.WebhookDeliveries{Deliveries: []apiv1.WebhookDelivery{}}
	for i := range ds {
		out.Deliveries = append(out.Deliveries, webhookDeliveryOut(&ds[i]))
	}
	return out, apiv1.Meta{Page: page, PerPage: per, Total: total}, nil
}
