package recruit_test

import (
	"errors"
	"fmt"
	"testing"

	"hirekit/internal/recruit"
)

func TestErrorCode(t *testing.T) {
	wrapped := fmt.Errorf("loading: %w", recruit.Errorf(recruit.ENOTFOUND, "Job not found"))
	tests := []struct {
		name     string
		err      error
		wantCode string
		wantMsg  string
	}{
		{"Nil", nil, "", ""},
		{"Domain", recruit.Errorf(recruit.EINVALID, "Please enter name"), recruit.EINVALID, "Please enter name"},
		{"Wrapped", wrapped, recruit.ENOTFOUND, "Job not found"},
		{"Internal", errors.New("pq: connection reset"), recruit.EINTERNAL, "Something went wrong"},
		{"Field", recruit.FieldError("email", "Email already taken"), recruit.EINVALID, "Email already taken"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := recruit.ErrorCode(tt.err); got != tt.wantCode {
				t.Errorf("ErrorCode = %q, want %q", got, tt.wantCode)
			}
			if got := recruit.ErrorMessage(tt.err); got != tt.wantMsg {
				t.Errorf("ErrorMessage = %q, want %q", got, tt.wantMsg)
			}
		})
	}
}
