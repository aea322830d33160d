package usage_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
	"hirekit/internal/usage"
)

const path = "/api/v1/usage-events"

type row struct {
	CompanyID  int64     `bun:"company_id"`
	UserID     int64     `bun:"user_id"`
	Page       string    `bun:"page"`
	OccurredAt time.Time `bun:"occurred_at"`
}

func rows(t *testing.T, db *sqldb.DB) []row {
	t.Helper()
	out := []row{}
	if err := db.Conn(context.Background()).NewRaw(`SELECT company_id, user_id, page, occurred_at FROM usage_events ORDER BY id`).
		Scan(context.Background(), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func ev(page string, at time.Time) map[string]any {
	return map[string]any{"page": page, "at": at.Format(time.RFC3339Nano)}
}

func batch(events ...map[string]any) map[string]any { return map[string]any{"events": events} }

func TestRecord(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		alpha, beta := apptest.MustTeam(t, srv.App, "alpha"), apptest.MustTeam(t, srv.App, "beta")
		now := time.Now().UTC()

		t.Run("Validation", func(t *testing.T) {
			tok := alpha.Tokens[recruit.RoleAdmin]
			many := make([]map[string]any, usage.MaxEvents+1)
			for i := range many {
				many[i] = ev("dashboard", now)
			}
			cases := []struct {
				name string
				body any
				want string
			}{
				{"NoEvents", batch(), "Please send at least one event"},
				{"NoBody", nil, "Please send at least one event"},
				{"TooMany", batch(many...), "Please send at most 50 events at a time"},
				{"UnknownPage", batch(ev("dashboard", now), ev("admin_secret", now)), "Unknown page identifier"},
				{"NoPage", batch(map[string]any{"at": now.Format(time.RFC3339)}), "Please name the page"},
				{"NoTime", batch(map[string]any{"page": "search"}), "Please give the time of the event"},
				{"Old", batch(ev("search", now.Add(-25*time.Hour))), "Event is older than 24 hours"},
				{"Future", batch(ev("search", now.Add(10*time.Minute))), "Event is in the future"},
				{"BadTime", batch(map[string]any{"page": "search", "at": "yesterday"}), "Invalid JSON body"},
				{"NUL", `{"events":[{"page":"dash\u0000board","at":"` + now.Format(time.RFC3339) + `"}]}`, "NUL"},
				{"NotAList", `{"events":{"page":"search"}}`, "Invalid value for events"},
			}
			for _, c := range cases {
				r := srv.Do(t, http.MethodPost, path, tok, c.body)
				if r.Status != http.StatusBadRequest || !strings.Contains(r.Body, c.want) {
					t.Errorf("%s: %d %s, want 400 %q", c.name, r.Status, r.Body, c.want)
				}
			}
			// A valid first event is not stored when a later one is refused.
			if got := rows(t, db); len(got) != 0 {
				t.Fatalf("refused batches stored %d events", len(got))
			}
		})

		t.Run("AllPagesAndSlack", func(t *testing.T) {
			var events []map[string]any
			for _, p := range usage.Pages {
				events = append(events, ev(p, now.Add(-time.Hour)))
			}
			// A browser clock 4 minutes fast and an event 23 hours old pass.
			events = append(events, ev("dashboard", now.Add(4*time.Minute)), ev("dashboard", now.Add(-23*time.Hour)))
			r := srv.Do(t, http.MethodPost, path, alpha.Tokens[recruit.RoleTA], batch(events...))
			if r.Status != http.StatusOK || !strings.Contains(r.Body, `"recorded":25`) {
				t.Fatalf("23 pages: %d %s", r.Status, r.Body)
			}
			if len(usage.Pages) != 23 {
				t.Fatalf("%d page identifiers, the spec lists 23", len(usage.Pages))
			}
		})

		t.Run("PerCompanyAndUser", func(t *testing.T) {
			before := len(rows(t, db))
			// Every company role reports its screens: agencies and employees
			// have screens of their own (talenthub_*).
			for _, tm := range []*apptest.Team{alpha, beta} {
				for role, tok := range tm.Tokens {
					r := srv.Do(t, http.MethodPost, path, tok, batch(ev("notifications", now)))
					if r.Status != http.StatusOK || !strings.Contains(r.Body, `"recorded":1`) {
						t.Fatalf("%s %s: %d %s", tm.Company.Name, role, r.Status, r.Body)
					}
				}
			}
			got := rows(t, db)[before:]
			want := len(alpha.Tokens) + len(beta.Tokens)
			if len(got) != want {
				t.Fatalf("stored %d events, want %d", len(got), want)
			}
			for _, e := range got {
				tm := alpha
				if e.CompanyID == beta.Company.ID {
					tm = beta
				} else if e.CompanyID != alpha.Company.ID {
					t.Fatalf("event stored for company %d", e.CompanyID)
				}
				found := false
				for _, u := range tm.Users {
					found = found || u.ID == e.UserID
				}
				if !found {
					t.Errorf("event of user %d stored under company %d, not theirs", e.UserID, e.CompanyID)
				}
				if !e.OccurredAt.Equal(now.Truncate(time.Second)) && !e.OccurredAt.Equal(now.Truncate(time.Microsecond)) {
					t.Errorf("occurred_at %v, sent %v", e.OccurredAt, now)
				}
			}
		})

		t.Run("Beacon", func(t *testing.T) {
			before := len(rows(t, db))
			body := batch(ev("search", now))
			body["token"] = beta.Tokens[recruit.RoleAgency]
			r := srv.Do(t, http.MethodPost, path, "", body)
			if r.Status != http.StatusOK {
				t.Fatalf("beacon: %d %s", r.Status, r.Body)
			}
			got := rows(t, db)[before:]
			if len(got) != 1 || got[0].CompanyID != beta.Company.ID || got[0].UserID != beta.Users[recruit.RoleAgency].ID {
				t.Fatalf("beacon stored %+v", got)
			}
			// The header wins over the body; a wrong or missing token is 401.
			r = srv.Do(t, http.MethodPost, path, alpha.Tokens[recruit.RoleAdmin], body)
			if r.Status != http.StatusOK || rows(t, db)[before+1].CompanyID != alpha.Company.ID {
				t.Fatalf("header and body: %d %s", r.Status, r.Body)
			}
			for _, tok := range []string{"", "not-a-session", beta.Tokens[recruit.RoleAgency] + "x"} {
				b := batch(ev("search", now))
				b["token"] = tok
				if r := srv.Do(t, http.MethodPost, path, "", b); r.Status != http.StatusUnauthorized {
					t.Errorf("token %q: %d %s", tok, r.Status, r.Body)
				}
			}
			// The token is only read from the body of this route.
			b := map[string]any{"token": alpha.Tokens[recruit.RoleAdmin], "product_name": "ats", "score": 9}
			if r := srv.Do(t, http.MethodPost, "/api/v1/submit-product-feedback", "", b); r.Status != http.StatusUnauthorized {
				t.Errorf("feedback with a body token: %d %s", r.Status, r.Body)
			}
		})

		t.Run("PlatformAdmin", func(t *testing.T) {
			before := len(rows(t, db))
			root := apptest.MustPlatformAdmin(t, srv.App, apptest.OwnerPassword)
			r := srv.Do(t, http.MethodPost, fmt.Sprintf("%s?company_id=%d", path, alpha.Company.ID), root, batch(ev("dashboard", now)))
			if r.Status != http.StatusOK || !strings.Contains(r.Body, `"recorded":0`) {
				t.Fatalf("platform admin: %d %s", r.Status, r.Body)
			}
			if got := rows(t, db); len(got) != before {
				t.Fatalf("a platform admin's visit was stored: %+v", got[before:])
			}
		})
	})
}
