package config_test

import (
	"io"
	"testing"
	"time"

	"hirekit/internal/config"
)

func envOf(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func TestLoad(t *testing.T) {
	t.Run("Defaults", func(t *testing.T) {
		c, _, err := config.Load("serve", nil, envOf(nil), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if c.Addr != "127.0.0.1:8080" || c.DataDir != "./data" || c.BaseURL != "http://127.0.0.1:8080" {
			t.Errorf("got %+v", c)
		}
		if c.BlobURL != "file://data/blobs" {
			t.Errorf("BlobURL = %q, want file://data/blobs", c.BlobURL)
		}
		if !c.IsLoopback() {
			t.Error("IsLoopback = false, want true")
		}
		if c.ScreeningTrialCredits != 50 || c.SupportEmail != "" || c.JobTimeout != 5*time.Minute {
			t.Errorf("trial %d, support %q, job timeout %v; want 50, empty, 5m", c.ScreeningTrialCredits, c.SupportEmail, c.JobTimeout)
		}
	})
	t.Run("MetricsAddr", func(t *testing.T) {
		c, _, err := config.Load("serve", nil, envOf(nil), io.Discard)
		if err != nil || c.MetricsAddr != "" {
			t.Fatalf("metrics listener on by default: %q %v", c.MetricsAddr, err)
		}
		c, _, err = config.Load("serve", nil, envOf(map[string]string{"HIREKIT_METRICS_ADDR": "127.0.0.1:9090"}), io.Discard)
		if err != nil || c.MetricsAddr != "127.0.0.1:9090" {
			t.Errorf("got %q %v", c.MetricsAddr, err)
		}
		for _, bad := range []string{"9090", "127.0.0.1:8080"} {
			if _, _, err := config.Load("serve", nil, envOf(map[string]string{"HIREKIT_METRICS_ADDR": bad}), io.Discard); err == nil {
				t.Errorf("HIREKIT_METRICS_ADDR=%q was accepted", bad)
			}
		}
	})
	t.Run("LLMSettings", func(t *testing.T) {
		c, _, err := config.Load("serve", nil, envOf(map[string]string{"HIREKIT_LLM_URL": "https://llm.example.com/v1/",
			"HIREKIT_LLM_MODEL": "small-model", "HIREKIT_LLM_KEY": " k-123 "}), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if c.LLMURL != "https://llm.example.com/v1" || c.LLMModel != "small-model" || c.LLMKey != "k-123" {
			t.Errorf("got %q %q %q", c.LLMURL, c.LLMModel, c.LLMKey)
		}
		if c.LLMTimeout != 4*time.Second {
			t.Errorf("timeout %v, want 4s", c.LLMTimeout)
		}
		if _, _, err := config.Load("serve", nil, envOf(map[string]string{"HIREKIT_LLM_URL": "ftp://llm.example.com"}), io.Discard); err == nil {
			t.Error("an ftp:// LLM URL was accepted")
		}
		// HIREKIT_LLM_API_KEY is the name; HIREKIT_LLM_KEY the alias.
		c, _, err = config.Load("serve", nil, envOf(map[string]string{"HIREKIT_LLM_API_KEY": "new", "HIREKIT_LLM_KEY": "old",
			"HIREKIT_LLM_TIMEOUT": "1500ms"}), io.Discard)
		if err != nil || c.LLMKey != "new" || c.LLMTimeout != 1500*time.Millisecond {
			t.Errorf("got %q %v %v", c.LLMKey, c.LLMTimeout, err)
		}
		for _, bad := range []string{"soon", "1ms", "1h"} {
			if _, _, err := config.Load("serve", nil, envOf(map[string]string{"HIREKIT_LLM_TIMEOUT": bad}), io.Discard); err == nil {
				t.Errorf("timeout %q was accepted", bad)
			}
		}
	})
	t.Run("FlagsWinOverEnv", func(t *testing.T) {
		c, rest, err := config.Load("serve", []string{"--addr", "0.0.0.0:9000", "--no-workers", "extra"}, envOf(map[string]string{"HIREKIT_ADDR": "127.0.0.1:1"}), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if c.Addr != "0.0.0.0:9000" || !c.NoWorkers || len(rest) != 1 {
			t.Errorf("got %+v %v", c, rest)
		}
		if c.BaseURL != "http://127.0.0.1:9000" {
			t.Errorf("BaseURL = %q", c.BaseURL)
		}
		if c.IsLoopback() {
			t.Error("IsLoopback = true for 0.0.0.0, want false")
		}
	})
	bad := map[string]map[string]string{
		"ErrDatabaseURL": {"HIREKIT_DATABASE_URL": "mysql://x"},
		"ErrBaseURL":     {"HIREKIT_BASE_URL": "ftp://x"},
		"ErrShortSecret": {"HIREKIT_SECRET": "short"},
		"ErrAddr":        {"HIREKIT_ADDR": "nonsense"},
		"ErrDuration":    {"HIREKIT_SHUTDOWN_TIMEOUT": "soon"},
		"ErrLogFormat":   {"HIREKIT_LOG_FORMAT": "xml"},
		"ErrTrial":       {"HIREKIT_SCREENING_TRIAL_CREDITS": "-1"},
		"ErrJobTimeout":  {"HIREKIT_JOB_TIMEOUT": "1ms"},
	}
	for name, env := range bad {
		t.Run(name, func(t *testing.T) {
			if _, _, err := config.Load("serve", nil, envOf(env), io.Discard); err == nil {
				t.Errorf("Load(%v) = nil error, want an error", env)
			}
		})
	}
}

// TestRateLimitsSwitch checks HIREKIT_RATE_LIMITS=off is taken only on an
// install that keeps its mail in the dev mailbox.
func TestRateLimitsSwitch(t *testing.T) {
	for _, tc := range []struct {
		name    string
		env     map[string]string
		wantOff bool
		wantErr bool
	}{
		{"DefaultOn", nil, false, false},
		{"OffWithDevMailbox", map[string]string{"HIREKIT_RATE_LIMITS": "off", "HIREKIT_DEV_MAILBOX": "1"}, true, false},
		{"ErrOffWithoutDevMailbox", map[string]string{"HIREKIT_RATE_LIMITS": "off"}, false, true},
		{"ErrOffWithSMTP", map[string]string{"HIREKIT_RATE_LIMITS": "off", "HIREKIT_DEV_MAILBOX": "1", "HIREKIT_SMTP_URL": "smtp://mail.example:25"}, false, true},
		{"ErrUnknownValue", map[string]string{"HIREKIT_RATE_LIMITS": "no", "HIREKIT_DEV_MAILBOX": "1"}, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, _, err := config.Load("serve", nil, envOf(tc.env), io.Discard)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err %v, want error %v", err, tc.wantErr)
			}
			if c.NoRateLimits != tc.wantOff {
				t.Errorf("NoRateLimits %v, want %v", c.NoRateLimits, tc.wantOff)
			}
		})
	}
}

// TestTestClockSwitch checks HIREKIT_TEST_CLOCK=on is taken only on an
// install that keeps its mail in the dev mailbox.
func TestTestClockSwitch(t *testing.T) {
	for _, tc := range []struct {
		name    string
		env     map[string]string
		wantOn  bool
		wantErr bool
	}{
		{"DefaultOff", nil, false, false},
		{"OnWithDevMailbox", map[string]string{"HIREKIT_TEST_CLOCK": "on", "HIREKIT_DEV_MAILBOX": "1"}, true, false},
		{"ErrOnWithoutDevMailbox", map[string]string{"HIREKIT_TEST_CLOCK": "on"}, false, true},
		{"ErrOnWithSMTP", map[string]string{"HIREKIT_TEST_CLOCK": "on", "HIREKIT_DEV_MAILBOX": "1", "HIREKIT_SMTP_URL": "smtp://mail.example:25"}, false, true},
		{"ErrUnknownValue", map[string]string{"HIREKIT_TEST_CLOCK": "yes", "HIREKIT_DEV_MAILBOX": "1"}, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, _, err := config.Load("serve", nil, envOf(tc.env), io.Discard)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err %v, want error %v", err, tc.wantErr)
			}
			if c.TestClock != tc.wantOn {
				t.Errorf("TestClock %v, want %v", c.TestClock, tc.wantOn)
			}
		})
	}
}
