package apiv1

// HubSignInOptions is GET talenthub/sign-in-options: how candidates may
// sign in here. google is null when no Google client is configured.
type HubSignInOptions struct {
	Google    *HubGoogleOptions `json:"google"`
	EmailCode bool              `json:"email_code"`
}

// HubGoogleOptions is what the browser needs for Google's sign-in
// redirect (response_type=id_token, with a nonce).
type HubGoogleOptions struct {
	ClientID string `json:"client_id"`
	AuthURL  string `json:"auth_url"`
}

// HubSendCodeRequest is POST talenthub/candidates/send-code.
type HubSendCodeRequest struct {
	Email string `json:"email" required:"true"`
}

// HubLoginRequest is POST talenthub/candidates/login: the spec's email and
// access_token (a Google ID token), or email and an emailed code.
type HubLoginRequest struct {
	Email       string `json:"email" required:"true"`
	AccessToken string `json:"access_token,omitempty" description:"a Google ID token"`
	Nonce       string `json:"nonce,omitempty" description:"the nonce of the sign-in redirect; the token must carry it"`
	Code        string `json:"code,omitempty" description:"the emailed sign-in code, instead of access_token"`
}

// HubRegisterRequest is POST talenthub/candidates: the spec's fields, the
// terms acceptance, and a code instead of access_token when signing up by
// email.
type HubRegisterRequest struct {
	AccessToken string `json:"access_token,omitempty" description:"a Google ID token"`
	Nonce       string `json:"nonce,omitempty"`
	Code        string `json:"code,omitempty" description:"the emailed sign-in code, instead of access_token"`
	Name        string `json:"name"`
	Email       string `json:"email" required:"true"`
	PictureURL  string `json:"picture_url,omitempty"`
	Username    string `json:"username" required:"true"`
	AcceptTerms bool   `json:"accept_terms" description:"'Please accept the terms!' unless true"`
}

// HubSession answers a sign-in: the session token and who it is.
type HubSession struct {
	Token     string     `json:"token"`
	Candidate HubAccount `json:"candidate"`
}

// HubAccount is the signed-in candidate as the web app keeps them.
type HubAccount struct {
	ID         int64    `json:"id"`
	Name       string   `json:"name"`
	Username   string   `json:"username"`
	Email      string   `json:"email"`
	PictureURL string   `json:"picture_url"`
	Roles      []string `json:"roles" description:"['talenthub_candidate']"`
	Referred   bool     `json:"referred" description:"a referral is recorded"`
}

// HubMe is GET talenthub/candidate/session.
type HubMe struct {
	Candidate HubAccount `json:"candidate"`
}

// HubReferralRequest is POST talenthub/candidate/mark-referral.
type HubReferralRequest struct {
	Ref string `json:"ref" required:"true" description:"the referrer's username (?ref= of a shared link)"`
}

// HubReferral says whether the referral was recorded (once; never one's
// own or an unknown username).
type HubReferral struct {
	Recorded bool   `json:"recorded"`
	Message  string `json:"message"`
}

// HubApplications is GET talenthub/candidate/applications.
type HubApplications struct {
	Applications []HubApplication `json:"applications"`
}

// HubApplication is an application the candidate made, in plain words.
type HubApplication struct {
	Slug        string         `json:"slug"`
	JobTitle    string         `json:"job_title"`
	CompanyName string         `json:"company_name"`
	Stage       CandidateStage `json:"stage"`
	AppliedAt   string         `json:"applied_at"`
	UpdatedAt   string         `json:"updated_at"`
}
