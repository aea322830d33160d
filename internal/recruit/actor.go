package recruit

import "context"

// Actor is who makes a request: a user of a company, a platform admin
// (CompanyID 0 unless acting for one), or one of the other kinds (the
// system, an applicant, a scheduling-link holder, a candidate).
type Actor struct {
	// Kind is KindUser for people who sign in with a password.
	Kind      ActorKind
	UserID    int64
	CompanyID int64
	// AgencyID is set for agency users: the agency they act for.
	AgencyID int64
	Roles    []string
	// EmailVerified and CompanyApproved gate the screening tool and
	// integrations (spec: verified email and approved company).
	EmailVerified   bool
	CompanyApproved bool
	// Who they are, loaded with the session check so the shell's context
	// needs no second query.
	Email, Name, TimeZone string
	CompanyName           string
	CompanySlug           string
	SignupProduct         string
	// Features are the company's feature_details, loaded with the session
	// check; nil when not loaded (then ask the auth package).
	Features map[string]map[string]bool
	// ApplicationID scopes a scheduling-link holder or a candidate to the
	// one application their link or passcode is for.
	ApplicationID int64
	// HubCandidateID is the talenthub candidate (hub_candidates.id) a
	// KindTalentCandidate actor is; such an actor has no company.
	HubCandidateID int64
	// Username is a talenthub candidate's public handle.
	Username string
	// LinkID is the self-scheduling link a scheduling-token holder acts
	// through: its row says what may be booked, and whether it still may.
	LinkID int64
}

// SystemActor is Hirekit acting on its own in a company: workers and the
// consequences of other actions.
func SystemActor(companyID int64) *Actor { return &Actor{Kind: KindSystem, CompanyID: companyID} }

// ApplicantActor is an anonymous candidate applying to a company's job.
func ApplicantActor(companyID int64) *Actor {
	return &Actor{Kind: KindApplicant, CompanyID: companyID, CompanyApproved: true}
}

// SchedulerActor holds the self-scheduling link linkID for one application.
func SchedulerActor(companyID, applicationID, linkID int64) *Actor {
	return &Actor{Kind: KindScheduler, CompanyID: companyID, ApplicationID: applicationID, LinkID: linkID}
}

// CandidateActor is a candidate signed in for one application.
func CandidateActor(companyID, applicationID int64) *Actor {
	return &Actor{Kind: KindCandidate, CompanyID: companyID, ApplicationID: applicationID, Roles: []string{RoleCandidate}}
}

// TalentCandidateActor is a talenthub candidate signed in to the
// marketplace (internal/marketplace): no company, their own permissions.
func TalentCandidateActor(hubCandidateID int64, email, name, username string) *Actor {
	return &Actor{Kind: KindTalentCandidate, HubCandidateID: hubCandidateID, Email: email, Name: name,
		Username: username, EmailVerified: true, Roles: []string{RoleTalentCandidate}}
}

// HasRole reports whether the actor holds any of roles.
func (a *Actor) HasRole(roles ...string) bool {
	if a == nil {
		return false
	}
	for _, have := range a.Roles {
		for _, want := range roles {
			if have == want {
				return true
			}
		}
	}
	return false
}

type actorKey struct{}

// WithActor returns ctx carrying a.
func WithActor(ctx context.Context, a *Actor) context.Context {
	return context.WithValue(ctx, actorKey{}, a)
}

// ActorFrom returns the actor carried by ctx, or nil for an anonymous call.
func ActorFrom(ctx context.Context) *Actor {
	a, _ := ctx.Value(actorKey{}).(*Actor)
	return a
}

// Company returns the company the actor works in. A platform admin who
// names no company (company_id) has none, which tenant operations refuse.
func (a *Actor) Company() (int64, error) {
	if a == nil || a.CompanyID == 0 {
		return 0, Errorf(EINVALID, "Please choose a company (company_id)")
	}
	return a.CompanyID, nil
}
