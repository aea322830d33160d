package apiv1

// OAuthRedirectURLRequest is GET oauth/generate-redirect-url.
type OAuthRedirectURLRequest struct {
	RedirectURL string `query:"redirect_url" description:"Where the callback sends the popup: a path or URL of this Hirekit (default /oauth-redirect-callback); status and transaction_id are appended"`
	Kind        string `query:"kind" enum:"calendar,ats" description:"What to connect: the caller's calendar (default) or the company's ATS (with provider)"`
	Provider    string `query:"provider" enum:",lever" description:"With kind=ats: the ATS (lever)"`
}

// OAuthRedirectURLs answers GET oauth/generate-redirect-url: the consent
// pages to open in the popup, one transaction for both.
type OAuthRedirectURLs struct {
	State         string              `json:"state" enum:",google_connected,outlook_connected,google_errored,outlook_errored,disabled,not_connected,connected,errored" description:"The caller's calendar connection now (empty when none); with kind=ats the company's connection to the provider: disabled (not offered here), not_connected, connected or errored"`
	RedirectURL   *string             `json:"redirect_url,omitempty" description:"With kind=ats: the provider's consent page to open in the popup; null when the provider is not offered"`
	GoogleURL     *string             `json:"google_url" description:"Google's consent page; null when Google is not configured"`
	OutlookURL    *string             `json:"outlook_url" description:"Microsoft's consent page; null when Outlook is not configured"`
	TransactionID string              `json:"transaction_id" description:"The key the OAuth return page stores the status under; valid 10 minutes, each provider's state once"`
	Connection    *CalendarConnection `json:"connection"`
}

// CalendarConnection is a user's connected calendar.
type CalendarConnection struct {
	Provider       string `json:"provider" enum:"google,outlook"`
	AccountEmail   string `json:"account_email" description:"The account's address as the provider names it (shown, never trusted as identity)"`
	State          string `json:"state" enum:"connected,errored" description:"errored: the provider refused the grant (revoked); reconnect after revoking at permissions_url"`
	Error          string `json:"error" description:"What the user is told when errored: 'Please revoke access and try again'"`
	PermissionsURL string `json:"permissions_url" description:"The provider's page where the user revokes Hirekit's access"`
	ConnectedAt    string `json:"connected_at"`
	UpdatedAt      string `json:"updated_at"`
	AccountName    string `json:"account_name" description:"The account's display name at the provider"`
	AccountID      string `json:"account_id" description:"The provider's immutable id of the connected account: Microsoft tenant and object id (tid/oid), Google subject"`
}

// CalendarProvider is a provider Hirekit may connect.
type CalendarProvider struct {
	Name      string `json:"name" enum:"google,outlook"`
	Available bool   `json:"available" description:"false: no client configured on this server (HIREKIT_GOOGLE_CLIENT_ID, HIREKIT_MICROSOFT_CLIENT_ID)"`
	Durations []int  `json:"durations" description:"Self-schedule durations in minutes this provider offers"`
}

// CalendarConnections answers GET oauth/calendar-connections.
type CalendarConnections struct {
	State       string               `json:"state" enum:",google_connected,outlook_connected,google_errored,outlook_errored"`
	Connections []CalendarConnection `json:"connections" description:"None or one: a user connects one calendar"`
	Providers   []CalendarProvider   `json:"providers"`
}

// CalendarProviderPath names a provider.
type CalendarProviderPath struct {
	Provider string `path:"provider" enum:"google,outlook"`
}

// OAuthCallbackQuery is the provider's redirect to GET oauth/callback/{provider}.
type OAuthCallbackQuery struct {
	Provider         string `path:"provider" enum:"google,outlook,lever"`
	Code             string `query:"code"`
	State            string `query:"state" description:"The state generate-redirect-url put in the consent URL: the only credential"`
	Error            string `query:"error" description:"access_denied, consent_required, invalid_scope, …"`
	ErrorDescription string `query:"error_description"`
}
