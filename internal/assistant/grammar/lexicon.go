package grammar

import (
	_ "embed"
	"encoding/json"
	"sort"
	"strings"
)

// The words the grammar knows live in data/lexicon.json so that a new
// synonym, role word or state word is a line of data, not a code branch.
//
//go:embed data/lexicon.json
var lexiconJSON []byte

type lexicon struct {
	Intents struct {
		Schedule struct{ Verbs, Objects []string } `json:"specific_schedule"`
		Self     struct{ Phrases []string }        `json:"self_schedule"`
		Email    struct{ Verbs, Objects []string } `json:"send_candidate_email"`
		User     struct{ Verbs, Objects []string } `json:"invite_user"`
		Agency   struct{ Objects []string }        `json:"invite_agency_user"`
		Filter   struct{ Verbs, Objects []string } `json:"filter"`
		Question struct{ Openers []string }        `json:"question"`
	} `json:"intents"`
	Roles            map[string][]string `json:"roles"`
	States           map[string][]string `json:"states"`
	StateGroups      map[string][]string `json:"state_groups"`
	Rounds           map[string][]string `json:"rounds"`
	Templates        map[string][]string `json:"templates"`
	Notice           map[string][]string `json:"notice"`
	Currencies       map[string][]string `json:"currencies"`
	Numbers          map[string]float64  `json:"numbers"`
	Months           map[string]int      `json:"months"`
	Weekdays         map[string]int      `json:"weekdays"`
	Days             map[string]int      `json:"days"`
	Stop             []string            `json:"stop"`
	InterviewerMarks []string            `json:"interviewer_marks"`
	Unsupported      []string            `json:"unsupported_verbs"`
	AgencyWords      []string            `json:"agency_words"`
	JobCues          []string            `json:"job_cues"`
	ShadowMarks      []string            `json:"shadow_marks"`
	QuestionKinds    map[string][]string `json:"question_kinds"`

	stop, unsupported map[string]bool
}

var lex = loadLexicon()

func loadLexicon() *lexicon {
	var l lexicon
	if err := json.Unmarshal(lexiconJSON, &l); err != nil {
		panic("grammar: data/lexicon.json: " + err.Error())
	}
	l.stop = set(l.Stop)
	l.unsupported = set(l.Unsupported)
	return &l
}

func set(words []string) map[string]bool {
	m := map[string]bool{}
	for _, w := range words {
		m[w] = true
	}
	return m
}

// phrases is a synonym table flattened to (phrase, key), longest phrase
// first, so "hm screen" wins over "screen".
type phrase struct{ text, key string }

func phrases(m map[string][]string) []phrase {
	var out []phrase
	for k, list := range m {
		for _, p := range list {
			out = append(out, phrase{p, k})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i].text) != len(out[j].text) {
			return len(out[i].text) > len(out[j].text)
		}
		return out[i].text+out[i].key < out[j].text+out[j].key
	})
	return out
}

func keysAlt(m map[string]int) string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool { return len(ks[i]) > len(ks[j]) })
	return strings.Join(ks, "|")
}
