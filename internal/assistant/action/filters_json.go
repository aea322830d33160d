package action

import (
	"bytes"
	"encoding/json"
	"sort"
)

// MarshalJSON writes the named filters and, beside them, a value per
// screening-question id (the spec's "plus a value per screening-question
// id").
func (f JobFilters) MarshalJSON() ([]byte, error) {
	type plain JobFilters
	b, err := json.Marshal(plain(f))
	if err != nil || len(f.Answers) == 0 {
		return b, err
	}
	ids := make([]string, 0, len(f.Answers))
	for id := range f.Answers {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var buf bytes.Buffer
	buf.Write(b[:len(b)-1])
	for _, id := range ids {
		k, _ := json.Marshal(id)
		buf.WriteByte(',')
		buf.Write(k)
		buf.WriteByte(':')
		buf.Write(f.Answers[id])
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// UnmarshalJSON reads the named filters and keeps every other key (a
// screening-question id) in Answers.
func (f *JobFilters) UnmarshalJSON(b []byte) error {
	type plain JobFilters
	var p plain
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(b, &all); err != nil {
		return err
	}
	for _, k := range []string{"application_states", "notice_periods", "min_experience", "max_experience", "min_current_ctc", "max_current_ctc"} {
		delete(all, k)
	}
	if len(all) > 0 {
		p.Answers = all
	}
	*f = JobFilters(p)
	return nil
}
