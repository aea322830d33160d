package auth

import (
	"context"
	"strconv"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"hirekit/internal/recruit"
)

// Candidate tokens (DECISIONS.md: candidate access) are signed with their
// own key and audience, so neither kind of token stands in for the other.
const (
	candidateAudience = "hirekit-candidate"
	candidateTTL      = 24 * time.Hour
)

type candidateClaims struct {
	CompanyID     int64    `json:"company_id"`
	ApplicationID int64    `json:"application_id"`
	Slug          string   `json:"slug"`
	Roles         []string `json:"roles"`
	jwt.RegisteredClaims
}

// IssueCandidateToken signs a candidate's token for one application.
func (s *Service) IssueCandidateToken(companyID, candidateID, applicationID int64, slug string) (string, error) {
	now := s.now()
	return jwt.NewWithClaims(jwt.SigningMethodHS256, candidateClaims{
		CompanyID: companyID, ApplicationID: applicationID, Slug: slug, Roles: []string{recruit.RoleCandidate},
		RegisteredClaims: jwt.RegisteredClaims{
			Subject:   strconv.FormatInt(candidateID, 10),
			Audience:  jwt.ClaimStrings{candidateAudience},
			IssuedAt:  jwt.NewNumericDate(now),
			ExpiresAt: jwt.NewNumericDate(now.Add(candidateTTL)),
		},
	}).SignedString(s.CandidateKey)
}

// candidateSession turns a candidate token into its actor; ok is false for
// any other token.
func (s *Service) candidateSession(raw string) (*recruit.Actor, bool) {
	if len(s.CandidateKey) == 0 {
		return nil, false
	}
	var c candidateClaims
	tok, err := jwt.ParseWithClaims(raw, &c, func(*jwt.Token) (any, error) { return s.CandidateKey, nil },
		jwt.WithValidMethods([]string{"HS256"}), jwt.WithAudience(candidateAudience), jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(s.now))
	if err != nil || !tok.Valid || c.CompanyID == 0 || c.ApplicationID == 0 {
		return nil, false
	}
	return recruit.CandidateActor(c.CompanyID, c.ApplicationID), true
}

// LimitRate counts a call of a public endpoint from client against its
// bucket's limit (other packages' public endpoints share the mechanism).
func (s *Service) LimitRate(ctx context.Context, bucket, client string) error {
	return s.limitRate(ctx, bucket, client)
}
