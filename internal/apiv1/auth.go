package apiv1

import "hirekit/internal/recruit"

// RegisterRequest is POST company: a company and its first admin.
type RegisterRequest struct {
	User    RegisterUser    `json:"user"`
	Company RegisterCompany `json:"company"`
	Product string          `json:"product" enum:"ats,screeno,wand" description:"The product line signed up from; defaults to ats."`
}

// RegisterUser is the person signing up.
type RegisterUser struct {
	Email       string `json:"email"`
	Password    string `json:"password"`
	PhoneNumber string `json:"phone_number"`
	Name        string `json:"name,omitempty"`
}

// RegisterCompany is the company signing up.
type RegisterCompany struct {
	Name string `json:"name"`
}

// SessionUser is the user part of a sign-in result.
type SessionUser struct {
	ID            int64    `json:"id"`
	Email         string   `json:"email"`
	Name          string   `json:"name"`
	Roles         []string `json:"roles"`
	EmailVerified bool     `json:"email_verified"`
	CompanyID     int64    `json:"company_id,omitempty"`
}

// SessionCompany is the company part of a sign-in result.
type SessionCompany struct {
	ID            int64  `json:"id"`
	Name          string `json:"name"`
	Slug          string `json:"slug"`
	Approved      bool   `json:"approved"`
	SignupProduct string `json:"signup_product"`
}

// Session answers POST login and POST company.
type Session struct {
	User    SessionUser     `json:"user"`
	Token   string          `json:"token"`
	Company *SessionCompany `json:"company"`
}

// LoginRequest is POST login. With admin=1 and company_id a platform
// admin signs in to act for that company.
type LoginRequest struct {
	Admin      bool   `query:"admin"`
	CompanyID  int64  `query:"company_id"`
	Email      string `json:"email"`
	Password   string `json:"password"`
	RememberMe bool   `json:"remember_me"`
}

// VerifyEmailRequest is POST users/verify-email.
type VerifyEmailRequest struct {
	VerifyToken string `json:"verify_token"`
}

// VerifyEmailResult answers POST users/verify-email.
type VerifyEmailResult struct {
	EmailVerified   bool `json:"email_verified"`
	CompanyApproved bool `json:"company_approved"`
}

// ForgotPasswordRequest is POST users/forgot-password.
type ForgotPasswordRequest struct {
	Email string `json:"email"`
}

// ResetPasswordRequest is POST users/reset-password.
type ResetPasswordRequest struct {
	Password           string `json:"password"`
	ResetPasswordToken string `json:"reset_password_token"`
}

// Message is an answer that only says what happened.
type Message struct {
	Message string `json:"message"`
}

// UnreadCount answers GET notifications/get-unread-count: the shared
// context every signed-in page reads.
type UnreadCount struct {
	UnreadCount    int                        `json:"unread_count"`
	FeatureDetails map[string]map[string]bool `json:"feature_details"`
	User           ContextUser                `json:"user"`
}

// ContextUser is the signed-in user as the shell shows them.
type ContextUser struct {
	ID              int64    `json:"id"`
	Email           string   `json:"email"`
	Name            string   `json:"name"`
	Roles           []string `json:"roles"`
	EmailVerified   bool     `json:"email_verified"`
	CompanyID       int64    `json:"company_id,omitempty"`
	CompanyName     string   `json:"company_name,omitempty"`
	CompanySlug     string   `json:"company_slug,omitempty"`
	CompanyApproved bool     `json:"company_approved"`
	SignupProduct   string   `json:"signup_product,omitempty"`
	TimeZone        string   `json:"time_zone"`
	// Permissions are what the user may do (docs/permissions.md); the web
	// app shows actions by them, never by role names.
	Permissions []Permission `json:"permissions"`
	// RoleGroup picks the navigation (admin, ta, hiring_manager, panel,
	// agency, employee, none).
	RoleGroup string `json:"role_group" enum:"admin,ta,hiring_manager,panel,agency,employee,none"`
	// GrantableRoles are the roles the user may give by invite or role
	// change.
	GrantableRoles []string `json:"grantable_roles"`
}

// Permission names something a user may do: a line of recruit's
// permission table (docs/permissions.md).
type Permission string

// Enum lists the permissions for the OpenAPI document, so the web app's
// checks are typed by the same table.
func (Permission) Enum() []any {
	out := make([]any, 0, len(recruit.Rules))
	for _, r := range recruit.Rules {
		out = append(out, string(r.Permission))
	}
	return out
}

// MailboxRequest filters the dev mailbox.
type MailboxRequest struct {
	To string `query:"to" description:"Only messages to this address."`
}

// Mailbox answers GET dev/mailbox.
type Mailbox struct {
	Messages []MailMessage `json:"messages"`
}

// MailMessage is one message in the dev mailbox.
type MailMessage struct {
	ID        int64  `json:"id"`
	To        string `json:"to"`
	Subject   string `json:"subject"`
	Text      string `json:"text"`
	Status    string `json:"status"`
	CreatedAt string `json:"created_at"`
	// Calendar is the invitation's iCalendar object (sent as a
	// text/calendar part and as invite.ics), with its iTIP method.
	Calendar       string `json:"calendar,omitempty"`
	CalendarMethod string `json:"calendar_method,omitempty" enum:"REQUEST,CANCEL"`
}

// WandReturnRequest is POST wand/return-url: where the extension wants
// the signed-in user sent back, and the session token to hand it.
type WandReturnRequest struct {
	ReturnURL string `json:"return_url"`
	Token     string `json:"token"`
}

// WandReturn answers POST wand/return-url.
type WandReturn struct {
	URL string `json:"url"`
}

// ClockRequest is POST dev/clock: how far to move the test clock.
type ClockRequest struct {
	AdvanceSeconds int `json:"advance_seconds" minimum:"1" maximum:"604800" required:"true"`
}

// Clock is the test clock's time after the move.
type Clock struct {
	Now string `json:"now" description:"RFC 3339, UTC"`
}
