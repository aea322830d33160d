package jobposting

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// TestJSON: text cannot close the script element the JSON-LD is written
// into, and the optional properties follow what the posting has.
func TestJSON(t *testing.T) {
	lo := int64(10)
	p := Posting{Title: "A </script><script>x()</script>", JobType: "internship", DatePosted: time.Date(2026, 3, 4, 23, 0, 0, 0, time.UTC),
		ValidThrough: time.Date(2026, 4, 1, 0, 0, 0, 0, time.UTC), Org: Organization{Name: "Acme & Co"},
		Salary: &Salary{Currency: "EUR", Min: &lo}, Skills: []string{"Go"}}
	b, err := JSON(p)
	if err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(string(b), "<>&") {
		t.Fatalf("unescaped: %s", b)
	}
	var ld map[string]any
	if err := json.Unmarshal(b, &ld); err != nil {
		t.Fatal(err)
	}
	if ld["title"] != p.Title || ld["description"] != p.Title || ld["employmentType"] != "INTERN" || ld["datePosted"] != "2026-03-04" ||
		ld["validThrough"] != "2026-04-01T00:00:00Z" || ld["jobLocationType"] != "TELECOMMUTE" || ld["jobLocation"] != nil ||
		ld["directApply"] != nil || ld["url"] != nil || ld["identifier"] != nil || ld["experienceRequirements"] != nil {
		t.Errorf("%s", b)
	}
	value := ld["baseSalary"].(map[string]any)["value"].(map[string]any)
	if value["minValue"] != float64(10) || value["maxValue"] != nil {
		t.Errorf("salary %v", value)
	}
	// A salary with neither bound is none; a place is not telecommuting.
	p.Salary, p.Locations = &Salary{Currency: "EUR"}, []Location{{City: "Pune", Country: "India"}}
	b, _ = JSON(p)
	if strings.Contains(string(b), "baseSalary") || strings.Contains(string(b), "TELECOMMUTE") || !strings.Contains(string(b), `"addressLocality":"Pune"`) {
		t.Errorf("%s", b)
	}
	if EmploymentType("freelance") != "OTHER" {
		t.Error("unknown job type")
	}
}
