package auth

import (
	"unicode/utf8"

	"golang.org/x/crypto/bcrypt"

	"hirekit/internal/recruit"
)

// Password limits: bcrypt reads at most 72 bytes, so longer passwords are
// refused rather than silently cut.
const (
	minPassword = 8
	maxPassword = 72
)

func checkPasswordRules(password string) error {
	if utf8.RuneCountInString(password) < minPassword {
		return recruit.FieldError("password", "Password must be at least 8 characters")
	}
	if len(password) > maxPassword {
		return recruit.FieldError("password", "Password must be at most 72 bytes")
	}
	return nil
}

func (s *Service) hashPassword(password string) (string, error) {
	cost := s.BcryptCost
	if cost == 0 {
		cost = bcrypt.DefaultCost
	}
	h, err := bcrypt.GenerateFromPassword([]byte(password), cost)
	return string(h), err
}

// dummyHash is compared against when no user matches, so a login for an
// unknown email takes as long as one for a known email.
var dummyHash, _ = bcrypt.GenerateFromPassword([]byte("not a real password"), bcrypt.DefaultCost)

func passwordMatches(hash, password string) bool {
	if hash == "" {
		bcrypt.CompareHashAndPassword(dummyHash, []byte(password))
		return false
	}
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil
}
