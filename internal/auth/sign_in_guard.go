package auth

import "context"

// GuardSignIn puts another product's sign-in (talenthub's emailed codes)
// under the company sign-in's failure throttle: the attempt for (key, ip)
// is recorded as a failure before the credential is checked, and refused
// when the address or the key failed too often. done forgets it when the
// credential was right. key names the account, prefixed by the product
// ("talenthub:asha@example.com"), so its failures never lock a company
// user of the same email.
func (s *Service) GuardSignIn(ctx context.Context, key, ip string) (done func(context.Context) error, err error) {
	att, err := s.beginAttempt(ctx, key, ip)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context) error { return s.succeeded(ctx, att, key, ip) }, nil
}
