package apiv1

// WandDownloadRequest is POST wand/downloads: one applicant the browser
// extension downloaded from a job board. Either profile_url (https, on
// the board's site) or profile_id identifies the candidate.
type WandDownloadRequest struct {
	Board        string `json:"board" enum:"linkedin,naukri,indeed,wellfound" description:"The job board downloaded from."`
	ProfileURL   string `json:"profile_url,omitempty" description:"The candidate's profile address on the board (https, at most 2000 characters)."`
	ProfileID    string `json:"profile_id,omitempty" description:"The board's id of the candidate when there is no URL (at most 200 characters)."`
	DownloadedAt string `json:"downloaded_at,omitempty" format:"date-time" description:"When the extension downloaded (RFC 3339, within the last 7 days); now when empty."`
}

// WandDownloadRecorded answers POST wand/downloads.
type WandDownloadRecorded struct {
	// Recorded is false when the same user already downloaded this
	// profile from this board that UTC day: it counts once.
	Recorded bool   `json:"recorded"`
	Board    string `json:"board" enum:"linkedin,naukri,indeed,wellfound"`
	Day      string `json:"day" format:"date"`
}

// WandUsageGraph answers GET analytics/fetch-wand-usage-graph-data.
type WandUsageGraph struct {
	// WandUsageData is one point per UTC day, the last 30 days, oldest
	// first.
	WandUsageData []WandUsagePoint `json:"wand_usage_data"`
	// TotalDownloads counts every download the company's users recorded.
	TotalDownloads int `json:"total_downloads"`
	// LastWeekCount is the downloads of the last 7 days (the weekly gain).
	LastWeekCount int `json:"last_week_count"`
	// Boards are the supported job boards, in display order.
	Boards []WandBoard `json:"boards"`
}

// WandUsagePoint is one day of the chart. Sample is set while the company
// has no download yet: the point is illustrative, not counted.
type WandUsagePoint struct {
	Date      string `json:"date" format:"date"`
	Downloads int    `json:"downloads"`
	Sample    bool   `json:"sample,omitempty"`
}

// WandBoard is one supported job board.
type WandBoard struct {
	ID   string `json:"id" enum:"linkedin,naukri,indeed,wellfound"`
	Name string `json:"name"`
}
