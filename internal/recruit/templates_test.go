package recruit

import (
	"slices"
	"testing"
)

func TestFillTemplate(t *testing.T) {
	got := FillTemplate("Hi {{candidate_name}}, about {{ job_title }} at {{Company_Name}} {{unknown}}", map[string]string{
		"candidate_name": "Ada", "job_title": "SRE", "company_name": "Acme"})
	if want := "Hi Ada, about SRE at Acme {{unknown}}"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := UnknownVariables("{{candidate_name}} {{candidat_name}} {{x}}"); !slices.Equal(got, []string{"candidat_name", "x"}) {
		t.Errorf("unknown variables %v", got)
	}
}
