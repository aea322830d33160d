package ats

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/microcosm-cc/bluemonday"

	"hirekit/internal/auth"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// People is what ats needs of the auth package: who may be assigned to a
// job or mentioned in a note, and the company's name for mail.
type People interface {
	CompanyUsers(ctx context.Context, companyID int64, ids []int64) (map[int64]auth.User, error)
	CompanyAgencies(ctx context.Context, companyID int64, ids []int64) (map[int64]auth.Agency, error)
	CompanyName(ctx context.Context, companyID int64) (string, error)
	Staff(ctx context.Context, companyID int64, roles []string) ([]auth.User, error)
}

// RequisitionInput is the job form.
type RequisitionInput struct {
	Title           string
	Designation     string
	Department      string
	Remote          bool
	JobType         string
	MinExperience   *float64
	MaxExperience   *float64
	MinSalary       *int64
	MaxSalary       *int64
	SalaryCurrency  string
	Openings        int
	HiringManagerID *int64
	RecruiterIDs    []int64
	PanelIDs        []int64
	AgencyIDs       []int64
	Locations       []Location
	Description     string
	AskSalary       bool
	Questions       []QuestionInput
}

// QuestionInput is one screening question of the form; ID 0 is new.
type QuestionInput struct {
	ID               int64
	Title            string
	FieldType        string
	Options          []string
	Required         bool
	ReferralQuestion bool
}

// descriptionPolicy keeps what the job form's editor produces (paragraphs,
// breaks, emphasis, lists, headings, links) and nothing else: no script, no
// remote images (they would track who reads a job), no id or class (DOM
// clobbering); links to the web or mail only, opened safely.
var descriptionPolicy = func() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h1", "h2", "h3", "h4", "blockquote")
	p.AllowAttrs("href").OnElements("a")
	p.AllowURLSchemes("http", "https", "mailto")
	p.RequireParseableURLs(true)
	p.RequireNoFollowOnLinks(true)
	p.RequireNoReferrerOnLinks(true)
	p.AddTargetBlankToFullyQualifiedLinks(true)
	return p
}()

// clean validates the form and normalises it; field errors carry the
// field's name.
func (in *RequisitionInput) clean() error {
	in.Title = strings.TrimSpace(in.Title)
	in.Designation = strings.TrimSpace(in.Designation)
	in.Department = strings.TrimSpace(in.Department)
	if in.Title == "" {
		return recruit.FieldError("title", "Please enter a job title")
	}
	if utf8.RuneCountInString(in.Title) > 150 {
		return recruit.FieldError("title", "Job title must be at most 150 characters")
	}
	if utf8.RuneCountInString(in.Designation) > 100 || utf8.RuneCountInString(in.Department) > 100 {
		return recruit.FieldError("department", "Designation and department must be at most 100 characters")
	}
	if in.JobType == "" {
		in.JobType = "full_time"
	}
	if !recruit.Contains(recruit.JobTypes, in.JobType) {
		return recruit.FieldError("job_type", "Please choose a job type")
	}
	for _, e := range []*float64{in.MinExperience, in.MaxExperience} {
		if e != nil && !(*e >= 0 && *e <= 50) {
			return recruit.FieldError("experience", "Experience must be from 0 to 50 years")
		}
	}
	if in.MinExperience != nil && in.MaxExperience != nil && *in.MinExperience > *in.MaxExperience {
		return recruit.FieldError("experience", "Minimum experience cannot be more than the maximum")
	}
	for _, v := range []*int64{in.MinSalary, in.MaxSalary} {
		if v != nil && (*v < 0 || *v > 1_000_000_000_000) {
			return recruit.FieldError("salary", "Salary must be a positive annual amount")
		}
	}
	if in.MinSalary != nil && in.MaxSalary != nil && *in.MinSalary > *in.MaxSalary {
		return recruit.FieldError("salary", "Minimum salary cannot be more than the maximum")
	}
	if (in.MinSalary != nil || in.MaxSalary != nil) && !slices.Contains(recruit.Currencies, in.SalaryCurrency) {
		return recruit.FieldError("salary_currency", "Please select a salary currency!")
	}
	if in.SalaryCurrency != "" && !slices.Contains(recruit.Currencies, in.SalaryCurrency) {
		return recruit.FieldError("salary_currency", "Please select a salary currency!")
	}
	if in.Openings == 0 {
		in.Openings = 1
	}
	if in.Openings < 1 || in.Openings > 1000 {
		return recruit.FieldError("openings", "Openings must be from 1 to 1000")
	}
	if len(in.Locations) > 20 {
		return recruit.FieldError("locations", "At most 20 locations")
	}
	for i := range in.Locations {
		l := &in.Locations[i]
		l.City, l.Country = strings.TrimSpace(l.City), strings.TrimSpace(l.Country)
		if l.Remote && l.City == "" {
			l.City = "Remote"
		}
		if l.City == "" || l.Country == "" {
			return recruit.FieldError("locations", "Each location needs a city and a country")
		}
		if len(l.City) > 100 || len(l.Country) > 100 {
			return recruit.FieldError("locations", "City and country must be at most 100 characters")
		}
	}
	if len(in.Description) > 100_000 {
		return recruit.FieldError("description", "The description is too long")
	}
	in.Description = strings.TrimSpace(descriptionPolicy.Sanitize(in.Description))
	if len(in.Questions) > 30 {
		return recruit.FieldError("questions", "At most 30 screening questions")
	}
	for i := range in.Questions {
		if err := in.Questions[i].clean(i); err != nil {
			return err
		}
	}
	for _, ids := range [][]int64{in.RecruiterIDs, in.PanelIDs, in.AgencyIDs} {
		if len(ids) > 200 {
			return recruit.Errorf(recruit.EINVALID, "Too many people on one job")
		}
	}
	in.RecruiterIDs, in.PanelIDs, in.AgencyIDs = uniq(in.RecruiterIDs), uniq(in.PanelIDs), uniq(in.AgencyIDs)
	return nil
}

func (q *QuestionInput) clean(i int) error {
	field := "questions." + strconv.Itoa(i)
	q.Title = strings.TrimSpace(q.Title)
	if q.Title == "" {
		return recruit.FieldError(field, "Please enter the question")
	}
	if utf8.RuneCountInString(q.Title) > 500 {
		return recruit.FieldError(field, "A question must be at most 500 characters")
	}
	if !slices.Contains(recruit.FieldTypes, q.FieldType) {
		return recruit.FieldError(field, "Please choose the answer type")
	}
	if !recruit.HasOptions(q.FieldType) {
		q.Options = []string{}
		return nil
	}
	var opts []string
	seen := map[string]bool{}
	for _, o := range q.Options {
		o = strings.TrimSpace(o)
		if o == "" || seen[strings.ToLower(o)] {
			continue
		}
		if utf8.RuneCountInString(o) > 200 {
			return recruit.FieldError(field, "An option must be at most 200 characters")
		}
		seen[strings.ToLower(o)] = true
		opts = append(opts, o)
	}
	if len(opts) < 2 || len(opts) > 50 {
		return recruit.FieldError(field, "A choice question needs 2 to 50 different options")
	}
	q.Options = opts
	return nil
}

func uniq(ids []int64) []int64 {
	out := []int64{}
	for _, id := range ids {
		if id > 0 && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// checkPeople makes sure every assigned person belongs to the company and
// may do the job they are given.
func (s *Service) checkPeople(ctx context.Context, companyID int64, in *RequisitionInput) error {
	ids := append(append([]int64{}, in.RecruiterIDs...), in.PanelIDs...)
	if in.HiringManagerID != nil {
		ids = append(ids, *in.HiringManagerID)
	}
	users, err := s.People.CompanyUsers(ctx, companyID, ids)
	if err != nil {
		return err
	}
	has := func(id int64, field string, roles ...string) error {
		u, ok := users[id]
		if !ok {
			return recruit.FieldError(field, "Please choose people from your company")
		}
		if !slices.ContainsFunc(u.Roles(), func(r string) bool { return slices.Contains(roles, r) }) {
			return recruit.FieldError(field, fmt.Sprintf("%s cannot be given this job", u.Name))
		}
		return nil
	}
	// recruit.JobPeople says who may fill each picker; the job form offers
	// the same lists from the vocabulary.
	if in.HiringManagerID != nil {
		if err := has(*in.HiringManagerID, "hiring_manager_id", recruit.JobPeople["hiring_manager"]...); err != nil {
			return err
		}
	}
	for _, id := range in.RecruiterIDs {
		if err := has(id, "recruiter_ids", recruit.JobPeople["recruiters"]...); err != nil {
			return err
		}
	}
	for _, id := range in.PanelIDs {
		if err := has(id, "authorized_panel_ids", recruit.JobPeople["authorized_panel"]...); err != nil {
			return err
		}
	}
	agencies, err := s.People.CompanyAgencies(ctx, companyID, in.AgencyIDs)
	if err != nil {
		return err
	}
	for _, id := range in.AgencyIDs {
		if _, ok := agencies[id]; !ok {
			return recruit.FieldError("agency_ids", "Please choose agencies of your company")
		}
	}
	return nil
}

// departmentID finds or creates the department by title (nil for none).
func (s *Service) departmentID(ctx context.Context, companyID int64, title string) (any, error) {
	if title == "" {
		return nil, nil
	}
	var id int64
	err := s.DB.Conn(ctx).NewRaw("SELECT id FROM departments WHERE company_id = ? AND title = ?", companyID, title).Scan(ctx, &id)
	if err == nil {
		return id, nil
	}
	err = s.DB.Conn(ctx).NewRaw("INSERT INTO departments (company_id, title, created_at) VALUES (?, ?, ?) RETURNING id", companyID, title, sqldb.NowIn(ctx)).Scan(ctx, &id)
	return id, err
}

// CreateRequisition creates a job. It starts pending approval when the
// company requires approval and the author is not an admin, else open;
// it gets the company's template rounds.
func (s *Service) CreateRequisition(ctx context.Context, in RequisitionInput) (*Requisition, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermCreateRequisition)
	if err != nil {
		return nil, err
	}
	if err := in.clean(); err != nil {
		return nil, err
	}
	state := recruit.ReqOpen
	if needsApproval(actor) {
		on, err := s.Features.FeatureEnabled(ctx, companyID, "ats", recruit.FeatureRequisitionApproval)
		if err != nil {
			return nil, err
		}
		if on {
			state = recruit.ReqPendingApproval
		}
	}
	var id int64
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		if err := s.checkPeople(ctx, companyID, &in); err != nil {
			return err
		}
		dept, err := s.departmentID(ctx, companyID, in.Department)
		if err != nil {
			return err
		}
		now := sqldb.NowIn(ctx)
		var createdBy any
		if actor.UserID != 0 {
			createdBy = actor.UserID
		}
		if err := s.DB.Conn(ctx).NewRaw(`INSERT INTO requisitions (company_id, title, designation, department_id, state, remote, job_type,
			min_experience, max_experience, min_salary, max_salary, salary_currency, openings, hiring_manager_id, description, ask_salary,
			created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			companyID, in.Title, in.Designation, dept, state, in.Remote, in.JobType, in.MinExperience, in.MaxExperience,
			in.MinSalary, in.MaxSalary, in.SalaryCurrency, in.Openings, in.HiringManagerID, in.Description, in.AskSalary,
			createdBy, now, now).Scan(ctx, &id); err != nil {
			return err
		}
		if _, err := s.DB.Conn(ctx).NewRaw("UPDATE requisitions SET slug = ? WHERE id = ?", Slugify(in.Title)+"-"+strconv.FormatInt(id, 10), id).Exec(ctx); err != nil {
			return err
		}
		if err := s.saveParts(ctx, companyID, id, &in); err != nil {
			return err
		}
		if err := s.notifyAssignments(ctx, companyID, id, in.Title, nil, &in); err != nil {
			return err
		}
		return s.Rounds.CopyTemplate(ctx, companyID, id)
	})
	if err != nil {
		return nil, err
	}
	return s.requisition(ctx, id)
}

// UpdateRequisition changes a job the actor may edit. A rejected job that
// is edited goes back to pending approval.
func (s *Service) UpdateRequisition(ctx context.Context, id int64, in RequisitionInput) (*Requisition, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermEditRequisition)
	if err != nil {
		return nil, err
	}
	if err := in.clean(); err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		r, err := s.requisition(ctx, id)
		if err != nil {
			return err
		}
		if !canEdit(actor, r) {
			return recruit.Errorf(recruit.EFORBIDDEN, "You cannot edit this job")
		}
		if err := s.checkPeople(ctx, companyID, &in); err != nil {
			return err
		}
		dept, err := s.departmentID(ctx, companyID, in.Department)
		if err != nil {
			return err
		}
		state := r.State
		switch {
		case state == recruit.ReqRejected:
			state = recruit.ReqPendingApproval
		case (state == recruit.ReqOpen || state == recruit.ReqLive) && needsApproval(actor) && approvalRelevant(r, &in):
			// An approved job whose substance changes is approved again,
			// or approval could be had for a harmless draft (review L6).
			on, err := s.Features.FeatureEnabled(ctx, companyID, "ats", recruit.FeatureRequisitionApproval)
			if err != nil {
				return err
			}
			if on {
				state = recruit.ReqPendingApproval
			}
		}
		if _, err := s.DB.Conn(ctx).NewRaw(`UPDATE requisitions SET title = ?, slug = ?, designation = ?, department_id = ?, state = ?,
			remote = ?, job_type = ?, min_experience = ?, max_experience = ?, min_salary = ?, max_salary = ?, salary_currency = ?,
			openings = ?, hiring_manager_id = ?, description = ?, ask_salary = ?, updated_at = ? WHERE id = ? AND company_id = ?`,
			in.Title, Slugify(in.Title)+"-"+strconv.FormatInt(id, 10), in.Designation, dept, state, in.Remote, in.JobType,
			in.MinExperience, in.MaxExperience, in.MinSalary, in.MaxSalary, in.SalaryCurrency, in.Openings, in.HiringManagerID,
			in.Description, in.AskSalary, sqldb.NowIn(ctx), id, companyID).Exec(ctx); err != nil {
			return err
		}
		if err := s.markJobOpen(ctx, companyID, id, state); err != nil {
			return err
		}
		if err := s.saveParts(ctx, companyID, id, &in); err != nil {
			return err
		}
		if matchRelevant(r, &in) {
			// Every application's score reads the job: one queue job
			// scores them all again (match_score.go).
			if _, err := s.Queue.Insert(ctx, MatchJobArgs{RequisitionID: id, CompanyID: companyID}, nil); err != nil {
				return err
			}
		}
		return s.notifyAssignments(ctx, companyID, id, in.Title, r, &in)
	})
	if err != nil {
		return nil, err
	}
	return s.requisition(ctx, id)
}

// saveParts replaces the job's locations and members and merges its
// questions: listed ones are updated or added in order, missing ones are
// retired (kept inactive, since answers point at them).
func (s *Service) saveParts(ctx context.Context, companyID, id int64, in *RequisitionInput) error {
	db := s.DB.Conn(ctx)
	if _, err := db.NewRaw("DELETE FROM requisition_locations WHERE requisition_id = ?", id).Exec(ctx); err != nil {
		return err
	}
	for i, l := range in.Locations {
		if _, err := db.NewRaw("INSERT INTO requisition_locations (requisition_id, position, city, country, remote) VALUES (?, ?, ?, ?, ?)",
			id, i+1, l.City, l.Country, l.Remote).Exec(ctx); err != nil {
			return err
		}
	}
	if _, err := db.NewRaw("DELETE FROM requisition_members WHERE requisition_id = ?", id).Exec(ctx); err != nil {
		return err
	}
	for kind, ids := range map[string][]int64{memberRecruiter: in.RecruiterIDs, memberPanel: in.PanelIDs, memberAgency: in.AgencyIDs} {
		for _, m := range ids {
			if _, err := db.NewRaw("INSERT INTO requisition_members (requisition_id, kind, member_id) VALUES (?, ?, ?)", id, kind, m).Exec(ctx); err != nil {
				return err
			}
		}
	}
	var existing []int64
	if err := db.NewRaw("SELECT id FROM screening_questions WHERE requisition_id = ? AND active = ?", id, true).Scan(ctx, &existing); err != nil {
		return err
	}
	kept := map[int64]bool{}
	for i, q := range in.Questions {
		opts, _ := json.Marshal(q.Options)
		if q.ID != 0 {
			if !slices.Contains(existing, q.ID) {
				return recruit.FieldError("questions."+strconv.Itoa(i), "This question is not part of the job")
			}
			kept[q.ID] = true
			if _, err := db.NewRaw(`UPDATE screening_questions SET position = ?, title = ?, field_type = ?, options = ?, required = ?,
				referral_question = ? WHERE id = ?`, i+1, q.Title, q.FieldType, string(opts), q.Required, q.ReferralQuestion, q.ID).Exec(ctx); err != nil {
				return err
			}
			continue
		}
		if _, err := db.NewRaw(`INSERT INTO screening_questions (company_id, requisition_id, position, title, field_type, options, required,
			referral_question, active, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, companyID, id, i+1, q.Title, q.FieldType,
			string(opts), q.Required, q.ReferralQuestion, true, sqldb.NowIn(ctx)).Exec(ctx); err != nil {
			return err
		}
	}
	for _, qid := range existing {
		if !kept[qid] {
			if _, err := db.NewRaw("UPDATE screening_questions SET active = ? WHERE id = ?", false, qid).Exec(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// approvalRelevant reports whether the form changes what an approver
// approved: the title and grade, the kind of job, experience, pay,
// openings, places and description. People, questions and rounds are the
// team's to adjust.
func approvalRelevant(r *Requisition, in *RequisitionInput) bool {
	dept := ""
	if r.Department != nil {
		dept = *r.Department
	}
	locs := func(ls []Location) string {
		var b strings.Builder
		for _, l := range ls {
			fmt.Fprintf(&b, "%s|%s|%v;", l.City, l.Country, l.Remote)
		}
		return b.String()
	}
	return r.Title != in.Title || r.Designation != in.Designation || dept != in.Department || r.JobType != in.JobType ||
		r.Remote != in.Remote || !samePtr(r.MinExperience, in.MinExperience) || !samePtr(r.MaxExperience, in.MaxExperience) ||
		!samePtr(r.MinSalary, in.MinSalary) || !samePtr(r.MaxSalary, in.MaxSalary) || r.SalaryCurrency != in.SalaryCurrency ||
		r.Openings != in.Openings || r.Description != in.Description || locs(r.Locations) != locs(in.Locations)
}

func samePtr[T comparable](a, b *T) bool {
	return (a == nil && b == nil) || (a != nil && b != nil && *a == *b)
}

// notifyAssignments tells the people newly given a job (hiring manager,
// recruiters, panel, and the users of newly assigned agencies); before is
// the job as it was, nil for a new one.
func (s *Service) notifyAssignments(ctx context.Context, companyID, jobID int64, title string, before *Requisition, in *RequisitionInput) error {
	var had, hadAgencies []int64
	if before != nil {
		if before.HiringManagerID != nil {
			had = append(had, *before.HiringManagerID)
		}
		had = append(append(had, before.RecruiterIDs...), before.PanelIDs...)
		hadAgencies = before.AgencyIDs
	}
	var users []int64
	if in.HiringManagerID != nil && !slices.Contains(had, *in.HiringManagerID) {
		users = append(users, *in.HiringManagerID)
	}
	for _, id := range append(append([]int64{}, in.RecruiterIDs...), in.PanelIDs...) {
		if !slices.Contains(had, id) {
			users = append(users, id)
		}
	}
	var newAgencies []int64
	for _, id := range in.AgencyIDs {
		if !slices.Contains(hadAgencies, id) {
			newAgencies = append(newAgencies, id)
		}
	}
	if len(newAgencies) > 0 {
		agents, err := s.People.Staff(ctx, companyID, []string{recruit.RoleAgency})
		if err != nil {
			return err
		}
		for _, u := range agents {
			if u.AgencyID != nil && slices.Contains(newAgencies, *u.AgencyID) {
				users = append(users, u.ID)
			}
		}
	}
	return s.notify(ctx, companyID, users, NotifyAssignment, "You were added to the job "+title, "/jobs/"+strconv.FormatInt(jobID, 10))
}
