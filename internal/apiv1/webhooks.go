package apiv1

// WebhookEndpoint is one of the company's webhook receivers. Its secret is
// never shown again after the answer that made or rotated it.
type WebhookEndpoint struct {
	ID             int64    `json:"id"`
	URL            string   `json:"url"`
	Description    string   `json:"description"`
	Events         []string `json:"events" description:"Subscribed event types"`
	Enabled        bool     `json:"enabled"`
	DisabledReason string   `json:"disabled_reason" description:"Why it was turned off by Hirekit (a 410 Gone answer); \"\" when on or turned off by hand"`
	CreatedAt      string   `json:"created_at"`
	UpdatedAt      string   `json:"updated_at"`
}

// WebhookEndpoints is GET company/webhooks: the endpoints, newest first,
// and the events one may subscribe to.
type WebhookEndpoints struct {
	Endpoints []WebhookEndpoint `json:"endpoints"`
	Events    []string          `json:"events" description:"Every subscribable event type, in display order"`
}

// WebhookEndpointRequest is POST company/webhooks.
type WebhookEndpointRequest struct {
	URL         string   `json:"url" required:"true" description:"https:// URL of the receiver (at most 2,000 characters); private, loopback and link-local hosts are refused unless the operator allows them"`
	Description string   `json:"description" description:"A note for the team (at most 200 characters)"`
	Events      []string `json:"events" required:"true" description:"At least one of the subscribable event types"`
}

// WebhookEndpointUpdate is PATCH company/webhooks/{id}; absent fields are
// kept.
type WebhookEndpointUpdate struct {
	ID          int64     `path:"id"`
	URL         *string   `json:"url,omitempty"`
	Description *string   `json:"description,omitempty"`
	Events      *[]string `json:"events,omitempty"`
	Enabled     *bool     `json:"enabled,omitempty" description:"Turn deliveries on or off; turning on clears disabled_reason"`
}

// WebhookEndpointResult answers a change to one endpoint.
type WebhookEndpointResult struct {
	Endpoint WebhookEndpoint `json:"endpoint"`
}

// WebhookEndpointSecret answers creating an endpoint or rotating its
// secret: the only time the secret is shown.
type WebhookEndpointSecret struct {
	Endpoint WebhookEndpoint `json:"endpoint"`
	Secret   string          `json:"secret" description:"whsec_ and base64: the key that verifies webhook-signature. Shown once"`
}

// WebhookDeleted answers DELETE company/webhooks/{id}.
type WebhookDeleted struct {
	Deleted bool `json:"deleted"`
}

// WebhookDeliveriesRequest is GET company/webhooks/deliveries.
type WebhookDeliveriesRequest struct {
	EndpointID int64 `query:"endpoint_id" description:"Only this endpoint's deliveries"`
	Page       int   `query:"page" minimum:"1"`
	PerPage    int   `query:"per_page" minimum:"1" maximum:"100"`
}

// WebhookDelivery is one line of the delivery log.
type WebhookDelivery struct {
	ID          int64   `json:"id"`
	EndpointID  int64   `json:"endpoint_id"`
	EndpointURL string  `json:"endpoint_url"`
	MessageID   string  `json:"message_id" description:"The webhook-id header: the same on every attempt"`
	EventType   string  `json:"event_type"`
	State       string  `json:"state" enum:"pending,retrying,succeeded,failed"`
	Attempts    int     `json:"attempts"`
	LastStatus  int     `json:"last_status" description:"The HTTP status of the last attempt; 0 when there was no answer"`
	LastError   string  `json:"last_error"`
	CreatedAt   string  `json:"created_at"`
	UpdatedAt   string  `json:"updated_at"`
	DeliveredAt *string `json:"delivered_at"`
}

// WebhookDeliveries is a page of the delivery log, newest first.
type WebhookDeliveries struct {
	Deliveries []WebhookDelivery `json:"deliveries"`
}

// WebhookDeliveryResult answers POST company/webhooks/{id}/test.
type WebhookDeliveryResult struct {
	Delivery WebhookDelivery `json:"delivery"`
}
