package apiv1

// LayoffsRequest is GET layoffs: the public page's filters and page.
type LayoffsRequest struct {
	Skill    string `query:"skill" description:"Words of a skill or role, matched anywhere"`
	Location string `query:"location" description:"Words of a location, matched anywhere"`
	Page     int    `query:"page"`
	PerPage  int    `query:"per_page"`
}

// LayoffListing is a consented person on the public page: never an email
// address.
type LayoffListing struct {
	ID          int64    `json:"id"`
	Name        string   `json:"name"`
	Role        string   `json:"role"`
	Skills      []string `json:"skills"`
	Location    string   `json:"location"`
	LinkedInURL string   `json:"linkedin_url" description:"\"\" when none"`
	CompanyName string   `json:"company_name" description:"The company that let them go"`
	CompanySlug string   `json:"company_slug"`
	ListedAt    string   `json:"listed_at"`
}

// Layoffs is a page of the public list, ordered by company name.
type Layoffs struct {
	People []LayoffListing `json:"people"`
}

// LayoffContactRequest is POST layoffs/{id}/contact.
type LayoffContactRequest struct {
	ID      int64  `path:"id"`
	Name    string `json:"name" required:"true"`
	Email   string `json:"email" required:"true" description:"The sender's address: mailed a confirmation link, and only once it is confirmed is the message sent (with this address to answer to)"`
	Company string `json:"company" required:"true"`
	Message string `json:"message" required:"true" description:"At most 2,000 characters"`
}

// LayoffContacted answers a contact.
type LayoffContacted struct {
	Message string `json:"message"`
}

// LayoffContactConfirmRequest is POST layoffs/confirm-contact: the token
// of the link mailed to the sender.
type LayoffContactConfirmRequest struct {
	Token string `json:"token" required:"true"`
}

// LayoffLinkRequest is GET layoffs/link: the person's link token.
type LayoffLinkRequest struct {
	Token string `query:"token" required:"true"`
}

// LayoffDecisionRequest is POST layoffs/link.
type LayoffDecisionRequest struct {
	Token  string `json:"token" required:"true"`
	Action string `json:"action" required:"true" enum:"consent,decline,remove"`
}

// LayoffLink is what a person's link shows them.
type LayoffLink struct {
	Name        string   `json:"name"`
	CompanyName string   `json:"company_name"`
	Role        string   `json:"role"`
	Skills      []string `json:"skills"`
	Location    string   `json:"location"`
	LinkedInURL string   `json:"linkedin_url"`
	State       string   `json:"state" enum:"pending,listed,declined,removed"`
	Expired     bool     `json:"expired" description:"A pending request older than 30 days: it can no longer list them"`
	ConsentText string   `json:"consent_text" description:"The sentence agreeing to be listed"`
}

// LayoffPersonRequest is POST company/layoffs.
type LayoffPersonRequest struct {
	Name        string   `json:"name" required:"true"`
	Email       string   `json:"email" required:"true"`
	Role        string   `json:"role" required:"true"`
	Skills      []string `json:"skills" description:"At most 20, 50 characters each"`
	Location    string   `json:"location"`
	LinkedInURL string   `json:"linkedin_url" description:"https://www.linkedin.com/in/…, optional"`
}

// LayoffPerson is a person on the company's own list.
type LayoffPerson struct {
	ID                 int64    `json:"id"`
	Name               string   `json:"name"`
	Email              string   `json:"email"`
	Role               string   `json:"role"`
	Skills             []string `json:"skills"`
	Location           string   `json:"location"`
	LinkedInURL        string   `json:"linkedin_url"`
	State              string   `json:"state" enum:"pending,listed,declined,removed"`
	Expired            bool     `json:"expired" description:"Pending for more than 30 days: send the request again"`
	AddedAt            string   `json:"added_at"`
	ConsentRequestedAt string   `json:"consent_requested_at"`
	ConsentedAt        *string  `json:"consented_at"`
	DeclinedAt         *string  `json:"declined_at"`
	RemovedAt          *string  `json:"removed_at"`
	RemovedBy          string   `json:"removed_by" enum:",person,company"`
}

// LayoffPeople is the company's own list, newest first.
type LayoffPeople struct {
	People []LayoffPerson `json:"people"`
}

// LayoffPersonResult answers a change to one person.
type LayoffPersonResult struct {
	Person LayoffPerson `json:"person"`
}
