package apiv1

// FetchATSRequest is POST screeno/integrations/fetch-ats-candidates.
type FetchATSRequest struct {
	ATSJobID            string   `json:"ats_job_id" description:"'Please select a job!' when empty"`
	Stages              []string `json:"stages" description:"Stage ids; none means every stage"`
	Sources             []string `json:"sources" description:"Source ids (Lever: texts); none means every source"`
	ExternalATSProvider string   `json:"external_ats_provider" enum:"greenhouse,lever,hirekit_ats"`
}

// ATSFetchFailure is one candidate a fetch could not bring in.
type ATSFetchFailure struct {
	Name   string `json:"name"`
	Reason string `json:"reason"`
}

// ATSFetch is one fetch and its progress.
type ATSFetch struct {
	ID                  int64             `json:"id"`
	ExternalATSProvider string            `json:"external_ats_provider" enum:"greenhouse,lever,hirekit_ats"`
	ATSJobID            string            `json:"ats_job_id"`
	ATSJobName          string            `json:"ats_job_name" description:"Empty until the job has read it from the provider"`
	Stages              []string          `json:"stages"`
	Sources             []string          `json:"sources"`
	State               string            `json:"state" enum:"queued,running,done,failed"`
	Seen                int               `json:"seen" description:"Candidates read from the provider so far"`
	Added               int               `json:"added" description:"Brought into screening (one credit reserved each)"`
	Skipped             int               `json:"skipped" description:"Brought in before, by this or another fetch: not parsed or charged again"`
	Failed              int               `json:"failed" description:"Could not be brought in (no resume, a file type screening refuses…)"`
	Error               string            `json:"error" description:"Why a failed fetch stopped"`
	Failures            []ATSFetchFailure `json:"failures" description:"The first 100 failed candidates and why"`
	CreatedAt           string            `json:"created_at"`
	UpdatedAt           string            `json:"updated_at"`
	FinishedAt          *string           `json:"finished_at"`
}

// ATSFetchStarted answers fetch-ats-candidates.
type ATSFetchStarted struct {
	Message string   `json:"message" description:"Fetching task submitted, will be ready in seconds!"`
	Fetch   ATSFetch `json:"fetch"`
}

// ATSFetches answers GET screeno/integrations/fetches: the newest 20.
type ATSFetches struct {
	Fetches []ATSFetch `json:"fetches"`
}
