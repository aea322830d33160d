package apiv1

// EmailKind is one kind of optional mail on the email preferences page.
type EmailKind struct {
	Kind        string `json:"kind"`
	Label       string `json:"label"`
	Description string `json:"description"`
	// Subscribed is false once the address turned this kind off.
	Subscribed bool `json:"subscribed"`
}

// EmailPreferences answers the email preferences calls: the address they
// are for and each optional kind. Mail that always goes (codes you ask
// for, confirmations, interview invitations) is not listed.
type EmailPreferences struct {
	Email string `json:"email"`
	// Username is the signed-in candidate's (what the account deletion
	// asks them to type); empty on the mailed link's page.
	Username string      `json:"username,omitempty"`
	Kinds    []EmailKind `json:"kinds"`
	// Kind is the kind the unsubscribe link was for, if any (the page
	// highlights it).
	Kind string `json:"kind,omitempty"`
}

// EmailPreferencesUpdate sets exactly which optional kinds are off.
type EmailPreferencesUpdate struct {
	Unsubscribed []string `json:"unsubscribed"`
}

// UnsubscribeTokenPath names the preferences of a mailed unsubscribe link.
type UnsubscribeTokenPath struct {
	UnsubscribeToken string `path:"unsubscribeToken"`
}

// EmailPreferencesTokenUpdate is PUT talenthub/email-preferences/{unsubscribeToken}.
type EmailPreferencesTokenUpdate struct {
	UnsubscribeToken string   `path:"unsubscribeToken"`
	Unsubscribed     []string `json:"unsubscribed"`
}

// UnsubscribeQuery is the RFC 8058 one-click unsubscribe: the token from
// the List-Unsubscribe link's query.
type UnsubscribeQuery struct {
	Token string `query:"token"`
}

// Unsubscribed answers the one-click unsubscribe.
type Unsubscribed struct {
	Unsubscribed bool `json:"unsubscribed"`
}

// HubDeleteAccountRequest confirms the deletion by the account's username
// (in the query: a DELETE has no body).
type HubDeleteAccountRequest struct {
	Confirm string `query:"confirm"`
}

// HubAccountDeleted answers DELETE talenthub/candidate/account.
type HubAccountDeleted struct {
	Deleted bool `json:"deleted"`
}
