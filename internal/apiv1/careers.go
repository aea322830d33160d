package apiv1

import "mime/multipart"

// CareersCompanyRequest names a company's careers page.
type CareersCompanyRequest struct {
	CompanySlug string `query:"company_slug" required:"true"`
}

// CareersJobRequest is GET requisitions/from-slug/{slug}.
type CareersJobRequest struct {
	Slug        string `path:"slug"`
	CompanySlug string `query:"company_slug" required:"true"`
}

// OtherJobsRequest is GET requisitions/get-other-jobs.
type OtherJobsRequest struct {
	CompanySlug     string `query:"company_slug" required:"true"`
	RequisitionSlug string `query:"requisition_slug" required:"true"`
}

// CareersSocialLinks are the company's links in the careers footer.
type CareersSocialLinks struct {
	LinkedIn  string `json:"linkedin"`
	Twitter   string `json:"twitter"`
	YouTube   string `json:"youtube"`
	Instagram string `json:"instagram"`
	Facebook  string `json:"facebook"`
}

// CareersStyle is the spec's customStyle theme object.
type CareersStyle struct {
	ThemePrimaryColor   string `json:"themePrimaryColor" description:"#rrggbb"`
	ThemeSecondaryColor string `json:"themeSecondaryColor" description:"#rrggbb"`
	Font                string `json:"font" enum:"system,humanist,serif,mono"`
	Dark                bool   `json:"dark"`
	// FontFamily is the font's CSS stack (answers only).
	FontFamily string `json:"fontFamily,omitempty"`
}

// CareersHero is a bespoke hero; an empty heading shows the default one.
type CareersHero struct {
	Heading    string `json:"heading"`
	Subheading string `json:"subheading"`
}

// CareersImage is an uploaded picture: its key, where it is served
// (answers only) and its text alternative.
type CareersImage struct {
	Key string `json:"key"`
	URL string `json:"url,omitempty"`
	Alt string `json:"alt"`
}

// CareersSection is the life-at section.
type CareersSection struct {
	Title  string         `json:"title"`
	Text   string         `json:"text"`
	Images []CareersImage `json:"images"`
}

// CareersItem is a value or a benefit.
type CareersItem struct {
	Title string `json:"title"`
	Text  string `json:"text"`
}

// CareersLink is a news article or a video.
type CareersLink struct {
	Title string `json:"title"`
	URL   string `json:"url"`
}

// CareersCarousel is a titled set of pictures.
type CareersCarousel struct {
	Title  string         `json:"title"`
	Images []CareersImage `json:"images"`
}

// CareersOptions are the company-specific switches of the pages.
type CareersOptions struct {
	HideLocationFilter    bool `json:"hide_location_filter"`
	AskLocationAndCompany bool `json:"ask_location_and_company"`
	ShowSalary            bool `json:"show_salary"`
}

// CareersPageInput is the careers page as an admin saves it (PUT
// company/careers-page).
type CareersPageInput struct {
	SubHeading       string             `json:"sub_heading"`
	WebsiteURL       string             `json:"website_url"`
	SocialLinks      CareersSocialLinks `json:"social_links"`
	CustomStyle      CareersStyle       `json:"customStyle"`
	Hero             CareersHero        `json:"hero"`
	LifeAt           CareersSection     `json:"life_at"`
	Values           []CareersItem      `json:"values"`
	Benefits         []CareersItem      `json:"benefits"`
	News             []CareersLink      `json:"news"`
	Videos           []CareersLink      `json:"videos"`
	Carousels        []CareersCarousel  `json:"carousels"`
	PrivacyPolicyURL string             `json:"privacy_policy_url"`
	TermsURL         string             `json:"terms_url"`
	Options          CareersOptions     `json:"options"`
}

// CareersCompany is the spec's company details with the stored careers
// page.
type CareersCompany struct {
	ID      int64  `json:"id"`
	Slug    string `json:"slug"`
	Name    string `json:"name"`
	LogoURL string `json:"logo_url"`
	// CareersURL is the company's landing page: its path on the careers
	// host, absolute in the admin's answers.
	CareersURL string `json:"careers_url"`
	// Configured is false until an admin first saves the page.
	Configured bool `json:"configured"`
	CareersPageInput
}

// CareersCompanyResult answers the company details.
type CareersCompanyResult struct {
	Company CareersCompany `json:"company"`
}

// CareersPage answers GET and PUT company/careers-page.
type CareersPage struct {
	Company CareersCompany `json:"company"`
	// Fonts are the fonts a page may use (name and CSS stack).
	Fonts []Option `json:"fonts"`
}

// ExperienceRange is a job's experience in years.
type ExperienceRange struct {
	Min *float64 `json:"min"`
	Max *float64 `json:"max"`
}

// CareersDepartment is a job's department.
type CareersDepartment struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
}

// CareersSalary is a job's annual salary range, when the page shows it.
type CareersSalary struct {
	Min      *int64 `json:"min"`
	Max      *int64 `json:"max"`
	Currency string `json:"currency"`
}

// CareersJob is the spec's careers job (requisition).
type CareersJob struct {
	ID                 int64              `json:"id"`
	Slug               string             `json:"slug"`
	Designation        string             `json:"designation" description:"The job's public title."`
	CompanyID          int64              `json:"company_id"`
	JobDescription     string             `json:"job_description" description:"Rich text (sanitised HTML); empty in lists."`
	PostedOn           string             `json:"posted_on" description:"YYYY-MM-DD"`
	OpenForCareersPage bool               `json:"open_for_careers_page"`
	ExperienceRange    *ExperienceRange   `json:"experience_range"`
	Locations          []Location         `json:"locations"`
	Department         *CareersDepartment `json:"department"`
	JobType            string             `json:"job_type"`
	JobTypeDisplay     string             `json:"job_type_display"`
	// AskSalary shows the form's salary block.
	AskSalary bool           `json:"ask_salary"`
	Salary    *CareersSalary `json:"salary"`
}

// CareersJobs answers the lists of live jobs.
type CareersJobs struct {
	Requisitions []CareersJob `json:"requisitions"`
}

// CareersJobResult answers GET requisitions/from-slug/{slug}.
type CareersJobResult struct {
	Requisition        CareersJob          `json:"requisition"`
	ScreeningQuestions []ScreeningQuestion `json:"screening_questions"`
	CompanyDetails     CareersCompany      `json:"company_details"`
}

// CareersApplicationForm is POST candidate-application/apply
// (multipart/form-data): the careers form, checked in the spec's order.
type CareersApplicationForm struct {
	CompanySlug     string `formData:"company_slug" description:"The company, by slug; or send company_id"`
	RequisitionSlug string `formData:"requisition_slug" required:"true"`
	RequisitionID   int64  `formData:"requisition_id" description:"When sent, must be the job requisition_slug names"`
	CompanyID       int64  `formData:"company_id" description:"The company, by id (the spec's payload); when sent with company_slug, both must name it"`
	Name            string `formData:"name" required:"true"`
	Email           string `formData:"email" required:"true"`
	Phone           string `formData:"phone" required:"true"`
	Experience      string `formData:"experience" required:"true" description:"Years, a number (step 0.1)"`
	CurrentCTC      string `formData:"current_ctc" description:"Annual, whole units (when the job asks for salary)"`
	ExpectedCTC     string `formData:"expected_ctc"`
	SalaryCurrency  string `formData:"salary_currency"`
	NoticePeriod    string `formData:"notice_period"`
	PrivacyPolicy   string `formData:"privacy_policy" required:"true" description:"true when the terms are accepted"`
	Location        string `formData:"location" description:"When the company asks it"`
	CurrentCompany  string `formData:"current_company" description:"When the company asks it"`
	Answers         string `formData:"answers" description:"JSON object of question id → answer"`
	Source          string `formData:"source" description:"The page's ?source= value"`
	// CandidateResume is one PDF, DOCX or DOC file, at most 5 MB.
	CandidateResume *multipart.FileHeader `formData:"candidate_resume" required:"true" description:"PDF, DOCX or DOC, at most 5 MB"`
}

// CareersApplied answers an application.
type CareersApplied struct {
	Message string `json:"message"`
}

// CareersLogoForm is POST company/logo.
type CareersLogoForm struct {
	Logo *multipart.FileHeader `formData:"logo" required:"true" description:"PNG, JPEG, WebP or GIF, at most 2 MB"`
}

// CareersImageForm is POST company/careers-page/images.
type CareersImageForm struct {
	Image *multipart.FileHeader `formData:"image" required:"true" description:"PNG, JPEG, WebP or GIF, at most 2 MB"`
}

// CareersUpload answers an upload: the key to save in the page, and the
// path the picture is served at.
type CareersUpload struct {
	Key string `json:"key"`
	URL string `json:"url"`
}
