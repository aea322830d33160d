package privacy_test

import (
	"archive/zip"
	"bytes"
	"context"
	"io"
	"regexp"
	"strings"
	"testing"

	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/privacy"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

var tokenRE = regexp.MustCompile(`token=([A-Za-z0-9_.-]+)`)

// lastToken is the token of the newest mail of kind to address.
func lastToken(t *testing.T, a *app.App, to, kind string) string {
	t.Helper()
	msgs, err := a.Mailer.Mailbox(context.Background(), to, 20)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range msgs {
		if m.Kind == kind {
			if g := tokenRE.FindStringSubmatch(m.Text); g != nil {
				return g[1]
			}
		}
	}
	t.Fatalf("no %s mail with a link to %s", kind, to)
	return ""
}

// TestDataRequestExport: a visitor asks for a copy; nothing reaches the
// queue until the mailed link is followed; the admin fulfils it and the
// person's link streams their data, which another company cannot touch.
func TestDataRequestExport(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		s := seed(t, db)
		ctx := context.Background()
		slug := s.tm.Company.Slug
		if err := s.a.Privacy.RequestData(ctx, slug, " "+strings.ToUpper(personEmail)+" ", privacy.KindExport, "", "10.1.1.1"); err != nil {
			t.Fatal(err)
		}
		queue := func() []privacy.DataRequest {
			t.Helper()
			q, err := s.a.Privacy.DataRequests(s.admin, "")
			if err != nil {
				t.Fatal(err)
			}
			return q
		}
		if q := queue(); len(q) != 0 {
			t.Fatalf("an unconfirmed request in the queue: %+v", q)
		}
		if _, _, err := s.a.Privacy.VerifyRequest(ctx, "not-a-token", "10.1.1.1"); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("a bad token: got %v, want ENOTFOUND", err)
		}
		company, kind, err := s.a.Privacy.VerifyRequest(ctx, lastToken(t, s.a, personEmail, "data_request_verify"), "10.1.1.1")
		if err != nil || company != "alpha" || kind != privacy.KindExport {
			t.Fatalf("verify: %q %q %v", company, kind, err)
		}
		q := queue()
		if len(q) != 1 || q[0].Email != personEmail || !q[0].Held {
			t.Fatalf("queue = %+v, want the one request, held", q)
		}
		beta := apptest.MustTeam(t, s.a, "beta")
		if err := s.a.Privacy.FulfilRequest(beta.Ctx(t, recruit.RoleAdmin), q[0].ID); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("another company's admin: got %v, want ENOTFOUND", err)
		}
		if err := s.a.Privacy.FulfilRequest(s.tm.Ctx(t, recruit.RoleTA), q[0].ID); recruit.ErrorCode(err) != recruit.EFORBIDDEN {
			t.Errorf("a TA: got %v, want EFORBIDDEN", err)
		}
		if err := s.a.Privacy.FulfilRequest(s.admin, q[0].ID); err != nil {
			t.Fatal(err)
		}
		if err := s.a.Privacy.FulfilRequest(s.admin, q[0].ID); recruit.ErrorCode(err) != recruit.ECONFLICT {
			t.Errorf("fulfilled twice: got %v, want ECONFLICT", err)
		}
		token := lastToken(t, s.a, personEmail, "data_request_done")
		var buf bytes.Buffer
		if err := s.a.Privacy.DownloadRequest(ctx, token, func(string) {}, &buf); err != nil {
			t.Fatal(err)
		}
		zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, f := range zr.File {
			if f.Name == "data.json" {
				rc, _ := f.Open()
				b, _ := io.ReadAll(rc)
				rc.Close()
				found = strings.Contains(string(b), personName)
			}
		}
		if !found {
			t.Error("the downloaded zip does not hold the person's data")
		}
		// A tampered link streams nothing.
		tampered := strings.Replace(token, token[:1], "9", 1)
		if err := s.a.Privacy.DownloadRequest(ctx, tampered+"x", func(string) {}, io.Discard); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("a tampered link: got %v, want ENOTFOUND", err)
		}
		if done, err := s.a.Privacy.DataRequests(s.admin, privacy.StateFulfilled); err != nil || len(done) != 1 {
			t.Errorf("fulfilled = %+v (%v)", done, err)
		}
	})
}

// TestDataRequestErase: a confirmed erasure request erases the candidate
// when fulfilled; a declined one does nothing to them.
func TestDataRequestErase(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		s := seed(t, db)
		ctx := context.Background()
		request := func(email string) int64 {
			t.Helper()
			if err := s.a.Privacy.RequestData(ctx, s.tm.Company.Slug, email, privacy.KindErase, "", "10.1.1.2"); err != nil {
				t.Fatal(err)
			}
			if _, _, err := s.a.Privacy.VerifyRequest(ctx, lastToken(t, s.a, email, "data_request_verify"), "10.1.1.2"); err != nil {
				t.Fatal(err)
			}
			q, err := s.a.Privacy.DataRequests(s.admin, privacy.StateVerified)
			if err != nil || len(q) == 0 {
				t.Fatalf("queue %+v (%v)", q, err)
			}
			return q[len(q)-1].ID
		}
		declined := request("other@alpha.test")
		if err := s.a.Privacy.DeclineRequest(s.admin, declined); err != nil {
			t.Fatal(err)
		}
		if err := s.a.Privacy.FulfilRequest(s.admin, request(personEmail)); err != nil {
			t.Fatal(err)
		}
		names := map[string]string{}
		for _, slug := range []string{s.slug, s.other} {
			var n string
			if err := db.Read.NewRaw(`SELECT c.name FROM candidates c JOIN candidate_applications a ON a.candidate_id = c.id WHERE a.slug = ?`, slug).Scan(ctx, &n); err != nil {
				t.Fatal(err)
			}
			names[slug] = n
		}
		if names[s.slug] != privacy.ErasedName || names[s.other] != "Other Person" {
			t.Errorf("names after = %v", names)
		}
		var left int
		if err := db.Read.NewRaw(`SELECT count(*) FROM data_requests WHERE email = ?`, personEmail).Scan(ctx, &left); err != nil || left != 0 {
			t.Errorf("%d requests keep the erased address (%v)", left, err)
		}
	})
}

// TestRequestDataChecksInput: a bad address or kind is a field error, an
// unknown company not found, a honeypot silently dropped, and one address
// sending many is throttled.
func TestRequestDataChecksInput(t *testing.T) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		a := apptest.NewApp(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, a, "alpha")
		ctx := context.Background()
		for _, tc := range []struct{ slug, email, kind string }{
			{tm.Company.Slug, "not an email", privacy.KindExport},
			{tm.Company.Slug, "", privacy.KindExport},
			{tm.Company.Slug, "a@b.test", "delete_everything"},
		} {
			if err := a.Privacy.RequestData(ctx, tc.slug, tc.email, tc.kind, "", "10.2.2.2"); recruit.ErrorCode(err) != recruit.EINVALID {
				t.Errorf("%+v: got %v, want EINVALID", tc, err)
			}
		}
		if err := a.Privacy.RequestData(ctx, "no-such-company", "a@b.test", privacy.KindExport, "", "10.2.2.3"); recruit.ErrorCode(err) != recruit.ENOTFOUND {
			t.Errorf("unknown company: got %v, want ENOTFOUND", err)
		}
		if err := a.Privacy.RequestData(ctx, tm.Company.Slug, "bot@b.test", privacy.KindExport, "http://spam", "10.2.2.4"); err != nil {
			t.Errorf("honeypot: %v", err)
		}
		if msgs, _ := a.Mailer.Mailbox(ctx, "bot@b.test", 5); len(msgs) != 0 {
			t.Error("a honeypot request was mailed")
		}
		var err error
		for i := 0; i < 6 && err == nil; i++ {
			err = a.Privacy.RequestData(ctx, tm.Company.Slug, "p@b.test", privacy.KindExport, "", "10.2.2.5")
		}
		if recruit.ErrorCode(err) != recruit.ETHROTTLED {
			t.Errorf("six requests from one address: got %v, want ETHROTTLED", err)
		}
	})
}
