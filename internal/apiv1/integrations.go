package apiv1

// ATSProviderQuery names the connected ATS a fetch-dialog list is read
// from.
type ATSProviderQuery struct {
	ATSProvider string `query:"ats_provider" enum:"greenhouse,lever" description:"The connected ATS"`
}

// ATSStagesQuery is GET screeno/integrations/list-stages.
type ATSStagesQuery struct {
	ATSProvider string `query:"ats_provider" enum:"greenhouse,lever"`
	ATSJobID    string `query:"ats_job_id" description:"The job (Lever: posting) whose stages to list; Lever's stages are the account's"`
}

// ATSJob is a provider's job as the fetch dialog lists it.
type ATSJob struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	State string `json:"state" description:"The provider's word: published, open, closed, rejected, draft…"`
}

// ATSJobs answers GET screeno/integrations/list-jobs.
type ATSJobs struct {
	Jobs []ATSJob `json:"jobs"`
}

// ATSNamed is a stage or a source: id and name (Lever's sources are
// text, so their id is the text).
type ATSNamed struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// ATSStages answers GET screeno/integrations/list-stages.
type ATSStages struct {
	Stages []ATSNamed `json:"stages"`
}

// ATSSources answers GET screeno/integrations/list-sources.
type ATSSources struct {
	Sources []ATSNamed `json:"sources"`
}

// ATSDisconnectQuery is DELETE screeno/integrations/disconnect.
type ATSDisconnectQuery struct {
	Provider string `query:"provider" enum:"greenhouse,lever"`
}
