package action

import (
	"encoding/json"
	"strconv"
)

// jobFilters is JobFilters without its methods, for the named keys.
type jobFilters JobFilters

// MarshalJSON writes the named keys and, beside them, one key per
// screening-question id (the spec's "a value per screening-question id").
func (f JobFilters) MarshalJSON() ([]byte, error) {
	named, err := json.Marshal(jobFilters(f))
	if err != nil || len(f.Answers) == 0 {
		return named, err
	}
	all := map[string]json.RawMessage{}
	if err := json.Unmarshal(named, &all); err != nil {
		return nil, err
	}
	for k, v := range f.Answers {
		all[k] = v
	}
	return json.Marshal(all)
}

// UnmarshalJSON reads the named keys, and every key that is a question id
// (a positive whole number) into Answers; other keys are ignored.
func (f *JobFilters) UnmarshalJSON(b []byte) error {
	var named jobFilters
	if err := json.Unmarshal(b, &named); err != nil {
		return err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(b, &all); err != nil {
		return err
	}
	for k, v := range all {
		if id, err := strconv.ParseInt(k, 10, 64); err == nil && id > 0 && strconv.FormatInt(id, 10) == k && string(v) != "null" {
			if named.Answers == nil {
				named.Answers = map[string]json.RawMessage{}
			}
			named.Answers[k] = v
		}
	}
	*f = JobFilters(named)
	return nil
}
