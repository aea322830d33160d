package apiv1

// GreenhouseKeyRequest is POST screeno/test-greenhouse-connection: the
// Harvest key pasted in the wizard's first step.
type GreenhouseKeyRequest struct {
	HarvestAPIKey string `json:"harvest_api_key" maxLength:"200" description:"A Greenhouse Harvest API key (Configure > Dev Center > API Credential Management)"`
}

// GreenhousePermissions answers POST screeno/test-greenhouse-connection:
// whether the key may read each Harvest endpoint the product needs. The
// wizard goes on only when all are true.
type GreenhousePermissions struct {
	Applications bool `json:"applications"`
	Candidates   bool `json:"candidates"`
	Tags         bool `json:"tags"`
	Users        bool `json:"users"`
	Jobs         bool `json:"jobs"`
	JobPosts     bool `json:"job_posts"`
	JobStages    bool `json:"job_stages"`
	Sources      bool `json:"sources"`
	CustomFields bool `json:"custom_fields"`
}

// GreenhouseUsersQuery is GET screeno/integrations/greenhouse/list-users.
type GreenhouseUsersQuery struct {
	HarvestAPIKey string `query:"harvest_api_key" description:"The key being tried in the wizard; empty = the saved one"`
}

// GreenhouseUser is a Greenhouse user the key may act on behalf of.
type GreenhouseUser struct {
	ID    string `json:"id" description:"Greenhouse user id, sent as user to save-connection"`
	Name  string `json:"name"`
	Email string `json:"email"`
}

// GreenhouseUsers answers list-users: the account's enabled users.
type GreenhouseUsers struct {
	Users []GreenhouseUser `json:"users"`
}

// SaveGreenhouseConnectionRequest is POST screeno/greenhouse/save-connection.
type SaveGreenhouseConnectionRequest struct {
	HarvestAPIKey string `json:"harvest_api_key" maxLength:"200"`
	User          string `json:"user" description:"Id of the Greenhouse user the key acts on behalf of (On-Behalf-Of)"`
}

// GreenhouseConnectionStatus answers GET screeno/greenhouse/connection-status
// (and save-connection). The key never leaves the server.
type GreenhouseConnectionStatus struct {
	GreenhouseIntegrated bool    `json:"greenhouse_integrated" description:"A working connection is saved"`
	Status               string  `json:"status" enum:"connected,errored,not_connected" description:"errored: Greenhouse refused the saved key; connect again"`
	User                 string  `json:"user,omitempty" description:"The On-Behalf-Of user's name"`
	LastError            string  `json:"last_error,omitempty"`
	ConnectedAt          *string `json:"connected_at,omitempty"`
}

// DisconnectQuery is DELETE screeno/integrations/disconnect.
type DisconnectQuery struct {
	Provider string `query:"provider" enum:"greenhouse,lever"`
}

// ATSProviderQuery names the connected ATS a list is read from.
type ATSProviderQuery struct {
	ATSProvider string `query:"ats_provider" enum:"greenhouse,lever,hirekit_ats"`
}

// ATSStagesQuery is GET screeno/integrations/list-stages.
type ATSStagesQuery struct {
	ATSProvider string `query:"ats_provider" enum:"greenhouse,lever,hirekit_ats"`
	ATSJobID    string `query:"ats_job_id"`
}

// ATSJob is a job at the connected ATS, as the fetch dialog lists it.
type ATSJob struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	State string `json:"state" description:"The provider's word: open, closed, draft, published…"`
}

// ATSJobs answers GET screeno/integrations/list-jobs.
type ATSJobs struct {
	Jobs []ATSJob `json:"jobs"`
}

// ATSOption is a stage or a source at the connected ATS (Lever's sources
// are text: the id is the text).
type ATSOption struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// ATSStages answers GET screeno/integrations/list-stages.
type ATSStages struct {
	Stages []ATSOption `json:"stages"`
}

// ATSSources answers GET screeno/integrations/list-sources.
type ATSSources struct {
	Sources []ATSOption `json:"sources"`
}
