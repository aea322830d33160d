// Package labelled scores the assistant's grammar against labelled prompts
// (internal/assistant/testdata/prompts.jsonl): the action, and each field
// the label names, compared by value. The grammar's test and
// bench/assistant share it.
package labelled

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"time"

	"hirekit/internal/assistant/action"
	"hirekit/internal/assistant/grammar"
)

// Prompt is one labelled prompt. Set is "check" for the prompts held back
// while the grammar was tuned, "tune" for the rest.
type Prompt struct {
	Set    string         `json:"set"`
	Prompt string         `json:"prompt"`
	Action string         `json:"action"`
	Fields map[string]any `json:"fields"`
}

// Now and Zone are the clock the labels' times assume: a Wednesday
// morning in India.
var (
	Zone, _ = time.LoadLocation("Asia/Kolkata")
	Now     = time.Date(2026, 12, 2, 11, 0, 0, 0, Zone)
)

// Load reads a JSON-lines file of prompts.
func Load(path string) ([]Prompt, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Prompt
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var p Prompt
		if err := json.Unmarshal([]byte(line), &p); err != nil {
			return nil, fmt.Errorf("%s: %w", line, err)
		}
		out = append(out, p)
	}
	return out, sc.Err()
}

// Result is one prompt scored.
type Result struct {
	ActionOK, FieldsOK bool
	Got                string
	Diffs              []string
}

// Score compares the grammar's answer with the label.
func Score(ctx context.Context, dir grammar.Directory, p Prompt, got *action.Parsed) Result {
	r := Result{Got: got.Action, ActionOK: got.Action == p.Action}
	if !r.ActionOK {
		r.Diffs = append(r.Diffs, fmt.Sprintf("action %q, want %q", got.Action, p.Action))
		return r
	}
	facts := Facts(ctx, dir, got)
	want := map[string]any{"choices": []any{}} // an unasked-for choice is an error too
	for k, v := range p.Fields {
		want[k] = v
	}
	for k, want := range want {
		if !same(facts[k], want) {
			g, _ := json.Marshal(facts[k])
			w, _ := json.Marshal(want)
			r.Diffs = append(r.Diffs, fmt.Sprintf("%s = %s, want %s", k, g, w))
		}
	}
	sort.Strings(r.Diffs)
	r.FieldsOK = len(r.Diffs) == 0
	return r
}

// same compares by JSON value; lists compare as sets.
func same(got, want any) bool {
	norm := func(v any) any {
		b, _ := json.Marshal(v)
		var x any
		_ = json.Unmarshal(b, &x)
		if l, ok := x.([]any); ok {
			var ss []string
			for _, e := range l {
				eb, _ := json.Marshal(e)
				ss = append(ss, string(eb))
			}
			sort.Strings(ss)
			return ss
		}
		return x
	}
	return reflect.DeepEqual(norm(got), norm(want))
}

// Facts flattens an answer's fields to the label's keys.
func Facts(ctx context.Context, dir grammar.Directory, got *action.Parsed) map[string]any {
	f := map[string]any{}
	choices := []string{}
	for _, c := range got.Choices {
		choices = append(choices, c.Field)
	}
	f["choices"] = choices
	names := func(rs action.Refs) []string {
		var out []string
		for _, r := range rs {
			out = append(out, r.Name)
		}
		return out
	}
	setStr := func(k, v string) {
		if v != "" {
			f[k] = v
		}
	}
	switch got.Action {
	case action.ScheduleInterview:
		var s action.Schedule
		_ = json.Unmarshal(got.Fields, &s)
		setStr("candidate", s.CandidateApplicationData.Name)
		setStr("round", s.RoundData.Name)
		f["interviewers"], f["shadows"] = names(s.InterviewerData), names(s.ShadowInterviewerData)
		setStr("start", s.StartTime)
		setStr("end", s.EndTime)
		setStr("video", s.VideoLink)
	case action.SelfSchedule:
		var s action.SelfScheduleLink
		_ = json.Unmarshal(got.Fields, &s)
		setStr("candidate", s.CandidateApplicationData.Name)
		setStr("round", s.RoundData.Name)
		f["interviewers"], f["shadows"] = names(s.InterviewerData), names(s.ShadowInterviewerData)
		f["duration"] = s.Duration
	case action.SendEmail:
		var e action.Email
		_ = json.Unmarshal(got.Fields, &e)
		setStr("candidate", e.CandidateApplicationData.Name)
		setStr("template", e.TemplateData.Name)
	case action.InviteUser:
		var in action.Invite
		_ = json.Unmarshal(got.Fields, &in)
		setStr("email", in.Email)
		setStr("name", in.Name)
		f["roles"] = in.Roles
		setStr("designation", in.DesignationData.Title)
	case action.InviteAgency:
		var in action.AgencyInvite
		_ = json.Unmarshal(got.Fields, &in)
		setStr("email", in.Email)
		setStr("agency", in.AgencyName)
	case action.FilterCandidates, action.FilterJobCandidates:
		var fl action.Filter
		_ = json.Unmarshal(got.Fields, &fl)
		if fl.RequisitionData != nil {
			f["job"] = fl.RequisitionData.Name
		}
		x := fl.Filters
		f["states"], f["notice"] = x.ApplicationStates, x.NoticePeriods
		for k, v := range map[string]*float64{"min_exp": x.MinExperience, "max_exp": x.MaxExperience, "min_ctc": x.MinCurrentCTC, "max_ctc": x.MaxCurrentCTC} {
			if v != nil {
				f[k] = *v
			}
		}
		setStr("search", fl.SearchQuery)
		if len(x.Answers) > 0 && fl.RequisitionData != nil {
			titles := map[string]string{}
			if qs, err := dir.Questions(ctx, fl.RequisitionData.ID); err == nil {
				for _, q := range qs {
					titles[strconv.FormatInt(q.ID, 10)] = q.Title
				}
			}
			ans := map[string]any{}
			for id, raw := range x.Answers {
				var v any
				_ = json.Unmarshal(raw, &v)
				ans[titles[id]] = v
			}
			f["answers"] = ans
		}
	case action.Generic:
		var in action.Info
		_ = json.Unmarshal(got.Fields, &in)
		q := in.Question
		setStr("q_kind", q.Kind)
		setStr("q_state", q.State)
		setStr("q_from", q.From)
		setStr("q_to", q.To)
		if q.Job != nil {
			f["q_job"] = q.Job.Name
		}
		if q.User != nil {
			f["q_user"] = q.User.Name
		}
	}
	return f
}

// Tally counts results per action.
type Tally struct {
	N, Action, Fields int
}

// Report prints accuracy per action and overall for one set of prompts.
func Report(w interface{ Write([]byte) (int, error) }, title string, ps []Prompt, rs []Result) (actionAcc, fieldAcc float64) {
	per := map[string]*Tally{}
	var all Tally
	for i, p := range ps {
		k := p.Action
		if k == "" {
			k = "(not understood)"
		}
		if per[k] == nil {
			per[k] = &Tally{}
		}
		for _, t := range []*Tally{per[k], &all} {
			t.N++
			if rs[i].ActionOK {
				t.Action++
			}
			if rs[i].FieldsOK {
				t.Fields++
			}
		}
	}
	var keys []string
	for k := range per {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Fprintf(w, "%s\n%-32s %5s %8s %8s\n", title, "action", "n", "action%", "fields%")
	for _, k := range keys {
		t := per[k]
		fmt.Fprintf(w, "%-32s %5d %8.1f %8.1f\n", k, t.N, 100*float64(t.Action)/float64(t.N), 100*float64(t.Fields)/float64(t.N))
	}
	if all.N == 0 {
		return 0, 0
	}
	actionAcc, fieldAcc = float64(all.Action)/float64(all.N), float64(all.Fields)/float64(all.N)
	fmt.Fprintf(w, "%-32s %5d %8.1f %8.1f\n", "all", all.N, 100*actionAcc, 100*fieldAcc)
	return actionAcc, fieldAcc
}
