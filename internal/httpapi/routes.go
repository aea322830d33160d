package httpapi

import "net/http"

// routes is the whole API, one route a line, in the order of the spec's
// call tables. A reader learns the product from it.
func (s *Server) routes() []Route {
	return []Route{
		{http.MethodGet, "/healthz", "Liveness: the process answers", Public, Handle(s.healthz)},
		{http.MethodGet, "/readyz", "Readiness: the database answers", Public, Handle(s.readyz)},
		{http.MethodGet, "/api/v1/openapi.json", "This API's OpenAPI 3.1 document", Public, Raw(s.openAPI)},

		// Accounts: sign-up, sign-in, verification, password reset.
		{http.MethodPost, "/api/v1/company", "Sign up: create a company and its first admin, and sign in", Public, Handle(s.register)},
		{http.MethodPost, "/api/v1/login", "Sign in with email and password", Public, Handle(s.login)},
		{http.MethodPost, "/api/v1/users/verify-email", "Verify an email address from the mailed token", Public, Handle(s.verifyEmail)},
		{http.MethodPost, "/api/v1/users/resend-verification", "Mail a new verification link to the signed-in user", SignedIn, Handle(s.resendVerification)},
		{http.MethodPost, "/api/v1/users/forgot-password", "Mail a password reset link (same answer for unknown emails)", Public, Handle(s.forgotPassword)},
		{http.MethodPost, "/api/v1/users/reset-password", "Set a new password from the mailed token; ends other sessions", Public, Handle(s.resetPassword)},
		{http.MethodGet, "/api/v1/notifications/get-unread-count", "The signed-in user's context: unread count, feature flags, user", SignedIn, Handle(s.unreadCount)},

		// The dev mailbox (only without SMTP, only on a loopback address).
		{http.MethodGet, "/api/v1/dev/mailbox", "Messages kept in the dev mailbox, newest first", Public, Handle(s.devMailbox)},
	}
}
