package apiv1

// InviteUserRequest is POST users/invite.
type InviteUserRequest struct {
	Email       string   `json:"email"`
	Name        string   `json:"name,omitempty"`
	Designation string   `json:"designation"`
	Roles       []string `json:"roles"`
}

// InviteAgencyRequest is POST agencies/invite.
type InviteAgencyRequest struct {
	AgencyName string `json:"agency_name"`
	Email      string `json:"email"`
}

// Invite is a pending invite.
type Invite struct {
	ID          int64    `json:"id"`
	Kind        string   `json:"kind" enum:"user,agency"`
	Email       string   `json:"email"`
	Name        string   `json:"name"`
	Designation string   `json:"designation"`
	Roles       []string `json:"roles"`
	ExpiresAt   string   `json:"expires_at"`
	CreatedAt   string   `json:"created_at"`
}

// InviteResult answers an invite.
type InviteResult struct {
	Invite Invite `json:"invite"`
}

// InvitesRequest filters GET invites.
type InvitesRequest struct {
	Kind string `query:"kind" enum:"user,agency"`
}

// Invites answers GET invites.
type Invites struct {
	Invites []Invite `json:"invites"`
}

// IDPath names a record by id in the path.
type IDPath struct {
	ID int64 `path:"id"`
}

// InviteStatusRequest is GET invite-status.
type InviteStatusRequest struct {
	Token string `query:"token"`
}

// InviteStatus answers GET invite-status.
type InviteStatus struct {
	InviteStatus string `json:"invite_status" enum:"invalid_token,invite_not_found,user_password_required,user_already_exists"`
	Email        string `json:"email"`
	Designation  string `json:"designation"`
	CompanyName  string `json:"company_name"`
}

// CreateFromInviteRequest is POST users/create-from-invite?token=.
type CreateFromInviteRequest struct {
	Token         string `query:"token"`
	Name          string `json:"name"`
	Password      string `json:"password"`
	PrivacyPolicy bool   `json:"privacy_policy"`
}

// UsersListRequest is GET users/list.
type UsersListRequest struct {
	Roles           []string `query:"roles" description:"Only users holding any of these roles (repeat the key)."`
	IncludeInactive bool     `query:"include_inactive"`
}

// TeamUser is a user of the company as team screens show them.
type TeamUser struct {
	ID            int64    `json:"id"`
	Name          string   `json:"name"`
	Email         string   `json:"email"`
	Designation   string   `json:"designation"`
	Roles         []string `json:"roles"`
	Active        bool     `json:"active"`
	EmailVerified bool     `json:"email_verified"`
	AgencyID      int64    `json:"agency_id,omitempty"`
	AgencyName    string   `json:"agency_name,omitempty"`
	CreatedAt     string   `json:"created_at"`
}

// Users answers GET users/list.
type Users struct {
	Users []TeamUser `json:"users"`
}

// UserResult answers one user.
type UserResult struct {
	User TeamUser `json:"user"`
}

// SetRolesRequest is PUT users/{id}/roles.
type SetRolesRequest struct {
	ID    int64    `path:"id"`
	Roles []string `json:"roles"`
}

// Designation is an internal grade.
type Designation struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
}

// Designations answers GET designations.
type Designations struct {
	Designations []Designation `json:"designations"`
}

// NewDesignationRequest is POST designations.
type NewDesignationRequest struct {
	Title string `json:"title"`
}

// DesignationRequest is PUT designations/{id}.
type DesignationRequest struct {
	ID    int64  `path:"id"`
	Title string `json:"title"`
}

// DesignationResult answers a designation change.
type DesignationResult struct {
	Designation Designation `json:"designation"`
}

// Features answers GET company/features: feature_details[group][feature].
type Features struct {
	FeatureDetails map[string]map[string]bool `json:"feature_details"`
}

// SetFeatureRequest is PUT company/features.
type SetFeatureRequest struct {
	Group   string `json:"group"`
	Feature string `json:"feature"`
	Enabled bool   `json:"enabled"`
}

// Profile is the signed-in user's own profile.
type Profile struct {
	ID       int64    `json:"id"`
	Name     string   `json:"name"`
	Email    string   `json:"email"`
	Roles    []string `json:"roles"`
	TimeZone string   `json:"time_zone"`
}

// ProfileRequest is PUT profile.
type ProfileRequest struct {
	Name     string `json:"name"`
	TimeZone string `json:"time_zone"`
}

// ChangePasswordRequest is POST profile/password.
type ChangePasswordRequest struct {
	CurrentPassword string `json:"current_password"`
	NewPassword     string `json:"new_password"`
}

// TokenResult answers a change that issues a new session token.
type TokenResult struct {
	Token string `json:"token"`
}

// FeedbackRequest is POST submit-product-feedback.
type FeedbackRequest struct {
	ProductName string `json:"product_name"`
	Description string `json:"description"`
	Score       int    `json:"score" minimum:"1" maximum:"10"`
}

// PageRequest asks for one page of a list.
type PageRequest struct {
	Page    int `query:"page" minimum:"1"`
	PerPage int `query:"per_page" minimum:"1" maximum:"100"`
}

// AdminCompany is a company on the platform page.
type AdminCompany struct {
	ID            int64  `json:"id"`
	Name          string `json:"name"`
	Slug          string `json:"slug"`
	SignupProduct string `json:"signup_product"`
	Approved      bool   `json:"approved"`
	Users         int    `json:"users"`
	CreatedAt     string `json:"created_at"`
}

// AdminCompanies answers GET admin/companies.
type AdminCompanies struct {
	Companies []AdminCompany `json:"companies"`
}

// AdminCompanyResult answers an approval change.
type AdminCompanyResult struct {
	Company AdminCompany `json:"company"`
}

// FeedbackEntry is one piece of feedback on the platform page.
type FeedbackEntry struct {
	ID          int64  `json:"id"`
	CompanyName string `json:"company_name"`
	UserEmail   string `json:"user_email"`
	ProductName string `json:"product_name"`
	Description string `json:"description"`
	Score       int    `json:"score"`
	CreatedAt   string `json:"created_at"`
}

// FeedbackEntries answers GET admin/feedback.
type FeedbackEntries struct {
	Feedback []FeedbackEntry `json:"feedback"`
}
