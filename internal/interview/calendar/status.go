package calendar

import "errors"

// The status keys the OAuth callback hands to /oauth-redirect-callback,
// from the spec's calendar connect results. The web app shows the spec's
// text for each: 'Successfully integrated!', 'Please authorize with
// registered email!', 'Please accept all the scopes!' (access_denied,
// consent_required, scope_not_accepted), 'Something went wrong!'
// (jwt_error) and 'Please revoke access and try again'
// (refresh_token_not_present).
const (
	StatusSuccess                = "success"
	StatusEmailMismatch          = "email_mismatch"
	StatusAccessDenied           = "access_denied"
	StatusConsentRequired        = "consent_required"
	StatusScopeNotAccepted       = "scope_not_accepted"
	StatusJWTError               = "jwt_error"
	StatusRefreshTokenNotPresent = "refresh_token_not_present"
)

// CallbackStatus maps the `error` query value a provider sends to the
// callback instead of a code (RFC 6749 §4.1.2.1 and the providers' own
// values) to a status key.
func CallbackStatus(oauthError string) string {
	switch oauthError {
	case "access_denied":
		return StatusAccessDenied
	case "consent_required", "interaction_required", "login_required", "account_selection_required":
		return StatusConsentRequired
	case "invalid_scope":
		return StatusScopeNotAccepted
	default:
		// server_error, temporarily_unavailable, unauthorized_client, …:
		// nothing the user can fix by choosing differently.
		return StatusJWTError
	}
}

// StatusOf maps the outcome of Exchange (and of the caller's email check)
// to a status key: nil is success, anything unforeseen is jwt_error.
func StatusOf(err error) string {
	switch {
	case err == nil:
		return StatusSuccess
	case errors.Is(err, ErrEmailMismatch):
		return StatusEmailMismatch
	case errors.Is(err, ErrScopeNotAccepted):
		return StatusScopeNotAccepted
	case errors.Is(err, ErrNoRefreshToken), errors.Is(err, ErrGrantRevoked):
		return StatusRefreshTokenNotPresent
	default:
		return StatusJWTError
	}
}
