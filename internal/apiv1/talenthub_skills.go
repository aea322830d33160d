package apiv1

// Talenthub assessments, certifications and the skill dashboard (issue
// 29). Times are RFC 3339 in UTC; "" for none.

// HubSkillSlugPath names a catalogue skill by slug.
type HubSkillSlugPath struct {
	SkillSlug string `path:"skillSlug"`
}

// HubAssessmentPath names an attempt by its id.
type HubAssessmentPath struct {
	AssessmentID string `path:"assessmentId"`
}

// HubAssessmentInfo is GET talenthub/assessment-attempts/{skillSlug}/get-started.
type HubAssessmentInfo struct {
	SkillSlug     string `json:"skill_slug"`
	SkillName     string `json:"skill_name"`
	Questions     int    `json:"questions" description:"questions per attempt"`
	Minutes       int    `json:"minutes" description:"time allowed"`
	PassMark      int    `json:"pass_mark" description:"right answers needed to pass"`
	Proficiency   int    `json:"proficiency" minimum:"-1" maximum:"3"`
	OpenAttempt   string `json:"open_attempt" description:"the attempt still in time; empty when none"`
	NextAttemptAt string `json:"next_attempt_at" description:"when a new attempt may start; empty: now"`
}

// HubAssessmentQuestion is a question as the candidate sees it. correct
// is null until the attempt is finished; chosen is the candidate's answer
// (null: not answered).
type HubAssessmentQuestion struct {
	Position int      `json:"position"`
	Text     string   `json:"text"`
	Options  []string `json:"options"`
	Level    int      `json:"level" minimum:"1" maximum:"3"`
	Chosen   *int     `json:"chosen"`
	Correct  *int     `json:"correct,omitempty" description:"the right option; only once the attempt is finished"`
}

// HubAssessment is an attempt.
type HubAssessment struct {
	ID         string                  `json:"id"`
	SkillSlug  string                  `json:"skill_slug"`
	SkillName  string                  `json:"skill_name"`
	State      string                  `json:"state" enum:"open,finished"`
	StartedAt  string                  `json:"started_at"`
	Deadline   string                  `json:"deadline"`
	FinishedAt string                  `json:"finished_at"`
	Score      int                     `json:"score"`
	Total      int                     `json:"total"`
	Result     string                  `json:"result" enum:",passed,partial,failed" description:"empty while open"`
	Level      int                     `json:"level" description:"the proficiency a pass gave; 0 otherwise"`
	Questions  []HubAssessmentQuestion `json:"questions"`
}

// HubAssessmentResult wraps an attempt.
type HubAssessmentResult struct {
	Assessment HubAssessment `json:"assessment"`
}

// HubSubmitAnswerRequest is POST talenthub/submit-assessment-question.
type HubSubmitAnswerRequest struct {
	AssessmentID string `json:"assessment_id"`
	Position     int    `json:"position" description:"the question, 1-based"`
	Choice       int    `json:"choice" description:"the option's index, 0-3, in the order shown"`
}

// HubAnswer is one answer of a finish.
type HubAnswer struct {
	Position int `json:"position"`
	Choice   int `json:"choice"`
}

// HubFinishRequest is POST talenthub/assessment-attempts/{assessmentId}/finish:
// the answers not yet given (all at once, or none).
type HubFinishRequest struct {
	AssessmentID string      `path:"assessmentId"`
	Answers      []HubAnswer `json:"answers"`
}

// HubAttemptSummary is an attempt in the skill dashboard.
type HubAttemptSummary struct {
	ID         string `json:"id"`
	SkillSlug  string `json:"skill_slug"`
	SkillName  string `json:"skill_name"`
	State      string `json:"state" enum:"open,finished"`
	StartedAt  string `json:"started_at"`
	Deadline   string `json:"deadline"`
	FinishedAt string `json:"finished_at"`
	Score      int    `json:"score"`
	Total      int    `json:"total"`
	Result     string `json:"result" enum:",passed,partial,failed"`
	Level      int    `json:"level"`
}

// HubAvailableAssessment is a skill with an assessment.
type HubAvailableAssessment struct {
	SkillSlug     string `json:"skill_slug"`
	SkillName     string `json:"skill_name"`
	Category      string `json:"category"`
	Proficiency   int    `json:"proficiency" minimum:"-1" maximum:"3"`
	OpenAttempt   string `json:"open_attempt"`
	NextAttemptAt string `json:"next_attempt_at"`
}

// HubCertificate is a certificate (the public verification page's data).
type HubCertificate struct {
	Slug          string `json:"slug"`
	CandidateName string `json:"candidate_name"`
	Username      string `json:"username"`
	SkillSlug     string `json:"skill_slug"`
	SkillName     string `json:"skill_name"`
	Level         int    `json:"level" minimum:"1" maximum:"3"`
	Badge         string `json:"badge" description:"the level's badge text"`
	IssuedAt      string `json:"issued_at"`
	Valid         bool   `json:"valid" description:"false once revoked"`
	RevokedAt     string `json:"revoked_at"`
}

// HubCertificateResult wraps a certificate.
type HubCertificateResult struct {
	Certificate HubCertificate `json:"certificate"`
}

// HubCertificatePath names a certificate by its slug.
type HubCertificatePath struct {
	CertificateSlug string `path:"certificateSlug"`
}

// HubSkillDashboard is GET talenthub/skill-dashboard.
type HubSkillDashboard struct {
	Skills       []HubSkill               `json:"skills"`
	Assessments  []HubAvailableAssessment `json:"assessments"`
	Attempts     []HubAttemptSummary      `json:"attempts"`
	Certificates []HubCertificate         `json:"certificates"`
}

// HubCertificationStatus is GET talenthub/certifications/{skillSlug}/
// get-started.
type HubCertificationStatus struct {
	SkillSlug   string          `json:"skill_slug"`
	SkillName   string          `json:"skill_name"`
	Proficiency int             `json:"proficiency" minimum:"-1" maximum:"3"`
	CanClaim    bool            `json:"can_claim" description:"verified at level 2 or more"`
	Certificate *HubCertificate `json:"certificate" description:"the certificate of the current level; null before it is claimed"`
}

// HubClaimCertificateRequest is POST talenthub/update-certification.
type HubClaimCertificateRequest struct {
	SkillSlug string `json:"skill_slug"`
}

// HubCatalogueSkillInput adds or changes a catalogue skill.
type HubCatalogueSkillInput struct {
	Name     string `json:"name"`
	Category string `json:"category"`
}

// HubCatalogueSkillUpdate changes a catalogue skill's name and category
// (its slug stays).
type HubCatalogueSkillUpdate struct {
	SkillSlug string `path:"skillSlug"`
	Name      string `json:"name"`
	Category  string `json:"category"`
}

// HubCatalogueSkillResult is the skill as kept.
type HubCatalogueSkillResult struct {
	Skill HubCatalogueSkill `json:"skill"`
}
