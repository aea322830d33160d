package apiv1

// HubVisibility is GET and PUT talenthub/candidate/visibility: whether
// the candidate's profile is listed at all, which sections of it are
// public, and where the public profile and its embeddable card are.
type HubVisibility struct {
	Username string          `json:"username"`
	Listed   bool            `json:"listed" description:"false: the public profile answers 'Profile not found' to everyone"`
	Sections map[string]bool `json:"sections" description:"every section (email, phone, city, resume, links, bio, skills, experiences, projects, educations, current_company, career_start): true when public"`
	// ProfileURL and EmbedURL are absolute URLs of the public profile and
	// its card; EmbedSnippet is the iframe a candidate pastes on a site.
	ProfileURL   string `json:"profile_url"`
	EmbedURL     string `json:"embed_url"`
	EmbedSnippet string `json:"embed_snippet"`
}

// HubVisibilityResult wraps HubVisibility.
type HubVisibilityResult struct {
	Visibility HubVisibility `json:"visibility"`
}

// HubVisibilityRequest is PUT talenthub/candidate/visibility. listed
// absent keeps it; sections names the sections that change (others keep
// theirs); a key that is not a section is refused.
type HubVisibilityRequest struct {
	Listed   *bool           `json:"listed,omitempty"`
	Sections map[string]bool `json:"sections,omitempty" description:"section → public; only the sections that change"`
}
