package fakeproviders

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"hirekit/internal/resume/fixture"
)

type lvPosting struct {
	ID        string `json:"id"`
	Text      string `json:"text"`
	State     string `json:"state"`
	CreatedAt int64  `json:"createdAt"`
	UpdatedAt int64  `json:"updatedAt"`
}

type lvStage struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

type lvOpp struct {
	ID        string
	Name      string
	Contact   string
	Email     string
	Phone     string
	Posting   string
	Stage     string
	Source    string
	Archived  bool
	CreatedAt int64
	Resumes   []*lvResume
}

type lvResume struct {
	ID        string
	Name      string
	CreatedAt int64
	Body      []byte
}

// LeverCandidate is an opportunity a test adds; empty fields are made up.
type LeverCandidate struct {
	Name, Email, Phone string
	// Stage is a stage id (default the first, New applicant); Source a
	// source's text (default "Posting").
	Stage, Source string
	Archived      bool
	// NoResume leaves the opportunity without a resume.
	NoResume bool
}

// AddPosting adds a posting (state published unless given) and returns
// its id.
func (l *Lever) AddPosting(text, state string) string {
	if state == "" {
		state = "published"
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.seq++
	p := &lvPosting{ID: fmt.Sprintf("a0a0%04d-0000-4000-8000-%012d", l.seq, l.seq), Text: text, State: state,
		CreatedAt: l.millis(), UpdatedAt: l.millis()}
	l.postings = append(l.postings, p)
	return p.ID
}

// Stages are the stage ids, in the fake's pipeline order.
func (l *Lever) Stages() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for _, s := range l.stages {
		out = append(out, s.ID)
	}
	return out
}

// AddCandidates adds opportunities to a posting, each (unless NoResume)
// with a generated one-page PDF resume, and returns their ids.
func (l *Lever) AddCandidates(postingID string, cs ...LeverCandidate) []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var ids []string
	for _, c := range cs {
		l.seq++
		n := l.seq
		o := &lvOpp{ID: fmt.Sprintf("b1b1%04d-0000-4000-8000-%012d", n%10000, n), Contact: fmt.Sprintf("c2c2%04d-0000-4000-8000-%012d", n%10000, n),
			Name: c.Name, Email: c.Email, Phone: c.Phone, Posting: postingID, Stage: c.Stage, Source: c.Source, Archived: c.Archived,
			CreatedAt: l.millis() + int64(n)}
		if o.Name == "" {
			o.Name = fmt.Sprintf("Lever Candidate %d", n)
		}
		if o.Email == "" {
			o.Email = fmt.Sprintf("lever.candidate.%d@example.org", n)
		}
		if o.Phone == "" {
			o.Phone = fmt.Sprintf("+1 415 555 %04d", n%10000)
		}
		if o.Stage == "" {
			o.Stage = l.stages[0].ID
		}
		if o.Source == "" {
			o.Source = "Posting"
		}
		if !c.NoResume {
			p := fixture.SamplePerson()
			p.Name, p.Email, p.Phone, p.LinkedIn, p.GitHub = o.Name, o.Email, o.Phone, "", ""
			o.Resumes = append(o.Resumes, &lvResume{ID: fmt.Sprintf("d3d3%04d-0000-4000-8000-%012d", n%10000, n),
				Name: strings.ReplaceAll(o.Name, " ", "") + "Resume.pdf", CreatedAt: o.CreatedAt, Body: fixture.ResumePDF(p)})
		}
		l.opps = append(l.opps, o)
		ids = append(ids, o.ID)
	}
	return ids
}

func (l *Lever) millis() int64 { return l.now().UnixMilli() }

// pageOf cuts a list at the request's offset and limit (1–100, default
// 100); next is the key of the page's last item, URL-encoded JSON as
// Lever's is. ok false: the error is written.
func pageOf[T any](w http.ResponseWriter, r *http.Request, items []T, key func(T) string) (page []T, next string, ok bool) {
	q := r.URL.Query()
	limit := 100
	if s := q.Get("limit"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > 100 {
			leverError(w, http.StatusBadRequest, "BadRequestError", "limit must be between 1 and 100")
			return nil, "", false
		}
		limit = n
	}
	start := 0
	if off := q.Get("offset"); off != "" {
		// A client may send the token as received (URL-encoded) or decoded.
		if d, err := url.QueryUnescape(off); err == nil && strings.HasPrefix(off, "%5B") {
			off = d
		}
		i := slices.IndexFunc(items, func(t T) bool { return key(t) == off })
		if i < 0 {
			leverError(w, http.StatusBadRequest, "BadRequestError", "Invalid offset token")
			return nil, "", false
		}
		start = i + 1
	}
	end := min(start+limit, len(items))
	page = items[start:end]
	if end < len(items) {
		next = url.QueryEscape(key(items[end-1]))
	}
	return page, next, true
}

func writeList[T any](w http.ResponseWriter, page []T, next string) {
	out := map[string]any{"data": page, "hasNext": next != ""}
	if next != "" {
		out["next"] = next
	}
	writeJSON(w, http.StatusOK, out)
}

func (l *Lever) listPostings(w http.ResponseWriter, r *http.Request) {
	l.mu.Lock()
	items := slices.Clone(l.postings)
	l.mu.Unlock()
	if s := r.URL.Query()["state"]; len(s) > 0 {
		items = slices.DeleteFunc(items, func(p *lvPosting) bool { return !slices.Contains(s, p.State) })
	}
	page, next, ok := pageOf(w, r, items, func(p *lvPosting) string { return fmt.Sprintf(`[%d,"%s"]`, p.CreatedAt, p.ID) })
	if ok {
		writeList(w, page, next)
	}
}

func (l *Lever) listStages(w http.ResponseWriter, r *http.Request) {
	l.mu.Lock()
	items := slices.Clone(l.stages)
	l.mu.Unlock()
	if page, next, ok := pageOf(w, r, items, func(s lvStage) string { return s.ID }); ok {
		writeList(w, page, next)
	}
}

// listSources counts the opportunities by source, as Lever's do.
func (l *Lever) listSources(w http.ResponseWriter, r *http.Request) {
	type source struct {
		Text  string `json:"text"`
		Count int    `json:"count"`
	}
	l.mu.Lock()
	var items []source
	for _, o := range l.opps {
		i := slices.IndexFunc(items, func(s source) bool { return s.Text == o.Source })
		if i < 0 {
			items = append(items, source{Text: o.Source})
			i = len(items) - 1
		}
		items[i].Count++
	}
	l.mu.Unlock()
	slices.SortFunc(items, func(a, b source) int { return strings.Compare(a.Text, b.Text) })
	if page, next, ok := pageOf(w, r, items, func(s source) string { return s.Text }); ok {
		writeList(w, page, next)
	}
}

// listOpportunities is GET /opportunities with posting_id, stage_id,
// source and archived filters (each repeatable, union within a filter),
// expand=stage turning the stage id into {id, text}.
func (l *Lever) listOpportunities(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	in := func(key, v string) bool { return len(q[key]) == 0 || slices.Contains(q[key], v) }
	l.mu.Lock()
	var items []*lvOpp
	for _, o := range l.opps {
		if in("posting_id", o.Posting) && in("stage_id", o.Stage) && in("source", o.Source) &&
			(q.Get("archived") == "" || (q.Get("archived") == "true") == o.Archived) {
			items = append(items, o)
		}
	}
	stages := slices.Clone(l.stages)
	l.mu.Unlock()
	page, next, ok := pageOf(w, r, items, func(o *lvOpp) string { return fmt.Sprintf(`[%d,"%s"]`, o.CreatedAt, o.ID) })
	if !ok {
		return
	}
	expand := q["expand"]
	out := make([]map[string]any, 0, len(page))
	for _, o := range page {
		var stage any = o.Stage
		if slices.Contains(expand, "stage") {
			i := slices.IndexFunc(stages, func(s lvStage) bool { return s.ID == o.Stage })
			stage = stages[i]
		}
		var archived any
		if o.Archived {
			archived = map[string]any{"archivedAt": o.CreatedAt, "reason": "63dd55b2-a99f-4e7b-985f-22c7bf80ab42"}
		}
		out = append(out, map[string]any{
			"id": o.ID, "name": o.Name, "headline": "", "contact": o.Contact, "emails": []string{o.Email},
			"phones": []map[string]string{{"type": "mobile", "value": o.Phone}}, "confidentiality": "non-confidential",
			"location": "", "links": []string{}, "createdAt": o.CreatedAt, "updatedAt": o.CreatedAt, "archived": archived,
			"stage": stage, "tags": []string{}, "sources": []string{o.Source}, "origin": "applied", "applications": []string{o.Posting},
			"urls":         map[string]string{"list": "https://hire.lever.co/candidates", "show": "https://hire.lever.co/candidates/" + o.ID},
			"isAnonymized": false,
		})
	}
	writeList(w, out, next)
}

func (l *Lever) opportunity(w http.ResponseWriter, r *http.Request) *lvOpp {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, o := range l.opps {
		if o.ID == r.PathValue("id") {
			return o
		}
	}
	leverError(w, http.StatusNotFound, "ResourceNotFound", "Opportunity was not found")
	return nil
}

func resumeJSON(r *http.Request, o *lvOpp, rs *lvResume) map[string]any {
	return map[string]any{"id": rs.ID, "createdAt": rs.CreatedAt, "file": map[string]any{
		"downloadUrl": "http://" + r.Host + "/lever/v1/opportunities/" + o.ID + "/resumes/" + rs.ID + "/download",
		"ext":         ".pdf", "name": rs.Name, "uploadedAt": rs.CreatedAt, "status": "processed", "size": len(rs.Body)},
		"parsedData": map[string]any{"positions": []any{}, "schools": []any{}}}
}

func (l *Lever) listResumes(w http.ResponseWriter, r *http.Request) {
	o := l.opportunity(w, r)
	if o == nil {
		return
	}
	out := []map[string]any{}
	for _, rs := range o.Resumes {
		out = append(out, resumeJSON(r, o, rs))
	}
	writeJSON(w, http.StatusOK, map[string]any{"data": out, "hasNext": false})
}

func (l *Lever) resume(w http.ResponseWriter, r *http.Request) (*lvOpp, *lvResume) {
	o := l.opportunity(w, r)
	if o == nil {
		return nil, nil
	}
	for _, rs := range o.Resumes {
		if rs.ID == r.PathValue("resume") {
			return o, rs
		}
	}
	leverError(w, http.StatusNotFound, "ResourceNotFound", "Resume was not found")
	return nil, nil
}

func (l *Lever) getResume(w http.ResponseWriter, r *http.Request) {
	if o, rs := l.resume(w, r); rs != nil {
		writeJSON(w, http.StatusOK, map[string]any{"data": resumeJSON(r, o, rs)})
	}
}

// download is the resume's bytes, with Content-Disposition.
func (l *Lever) download(w http.ResponseWriter, r *http.Request) {
	_, rs := l.resume(w, r)
	if rs == nil {
		return
	}
	l.mu.Lock()
	l.stats.Downloads[rs.ID]++
	l.mu.Unlock()
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", `attachment; filename="`+rs.Name+`"`)
	_, _ = w.Write(rs.Body)
}

// controlRoutes steer the Lever fake from a browser journey:
//
//	POST /_fake/lever/knobs      replace the knobs (body: Knobs)
//	POST /_fake/lever/postings   body {"text","state","candidates":n}: a posting with n made-up candidates
//	POST /_fake/lever/revoke     revoke every grant
//	POST /_fake/lever/expire     expire every access token
//	GET  /_fake/lever/stats      LeverStats
//	POST /_fake/lever/reset      forget everything
func (l *Lever) controlRoutes(mux *http.ServeMux) {
	mux.HandleFunc("POST /_fake/lever/knobs", func(w http.ResponseWriter, r *http.Request) {
		var k Knobs
		if decode(w, r, &k) {
			l.SetKnobs(k)
			writeJSON(w, http.StatusOK, k)
		}
	})
	mux.HandleFunc("POST /_fake/lever/postings", func(w http.ResponseWriter, r *http.Request) {
		var b struct {
			Text       string `json:"text"`
			State      string `json:"state"`
			Candidates int    `json:"candidates"`
		}
		if !decode(w, r, &b) {
			return
		}
		id := l.AddPosting(b.Text, b.State)
		l.AddCandidates(id, make([]LeverCandidate, min(max(b.Candidates, 0), 1000))...)
		writeJSON(w, http.StatusOK, map[string]string{"id": id})
	})
	mux.HandleFunc("POST /_fake/lever/revoke", func(w http.ResponseWriter, r *http.Request) {
		l.Revoke()
		writeJSON(w, http.StatusOK, map[string]bool{"revoked": true})
	})
	mux.HandleFunc("POST /_fake/lever/expire", func(w http.ResponseWriter, r *http.Request) {
		l.ExpireAccessTokens()
		writeJSON(w, http.StatusOK, map[string]bool{"expired": true})
	})
	mux.HandleFunc("GET /_fake/lever/stats", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, l.Stats())
	})
	mux.HandleFunc("POST /_fake/lever/reset", func(w http.ResponseWriter, r *http.Request) {
		l.Reset()
		writeJSON(w, http.StatusOK, map[string]bool{"reset": true})
	})
}
