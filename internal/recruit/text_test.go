package recruit_test

import (
	"testing"

	"hirekit/internal/recruit"
)

func TestPlainText(t *testing.T) {
	for _, tc := range []struct {
		in          string
		line, lines bool
	}{
		{"Ada Lovelace", true, true},
		{"Zoë Ñúñez 李", true, true},
		{"", true, true},
		{"Bob\r\nSubject: urgent", false, true},
		{"tab\there", false, true},
		{"nul\x00", false, false},
		{"esc\x1b[31m", false, false},
		{"next line\u0085", false, false},
		{"bad \xff utf8", false, false},
	} {
		if got := recruit.PlainText(tc.in); got != tc.line {
			t.Errorf("PlainText(%q) = %v, want %v", tc.in, got, tc.line)
		}
		if got := recruit.PlainLines(tc.in); got != tc.lines {
			t.Errorf("PlainLines(%q) = %v, want %v", tc.in, got, tc.lines)
		}
	}
	err := recruit.CheckPlainText("name", "name", "Bob\nEve")
	if e, ok := err.(*recruit.Error); !ok || e.Code != recruit.EINVALID || e.Message != "Please enter name without control characters" {
		t.Errorf("CheckPlainText = %v", err)
	}
}
