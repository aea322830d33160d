package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"hirekit/internal/app"
	"hirekit/internal/apptest"
	"hirekit/internal/ats"
	"hirekit/internal/demo"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/resume/fixture"
)

// TestBackupWhileWritingAndRestore backs up a demo install while a
// goroutine keeps adding candidates with uploaded resumes through the
// app, restores the archive into a fresh data dir, opens the app there,
// signs in, and finds a consistent snapshot: every candidate the writer
// had added before the snapshot and none half-written (the writer's
// candidates form a prefix of what it added, and the count matches), and
// every resume the restored database points at with the same bytes.
func TestBackupWhileWritingAndRestore(t *testing.T) {
	ctx := context.Background()
	dir1, dir2 := filepath.Join(t.TempDir(), "data"), filepath.Join(t.TempDir(), "restored")
	env1 := envFor(map[string]string{"HIREKIT_DATA_DIR": dir1})
	env2 := envFor(map[string]string{"HIREKIT_DATA_DIR": dir2})
	var out, errb bytes.Buffer
	if err := run(ctx, []string{"demo"}, env1, &out, &errb); err != nil {
		t.Fatalf("demo: %v\n%s", err, errb.String())
	}

	a1, _, err := openApp(ctx, "test", nil, env1, io.Discard, false)
	if err != nil {
		t.Fatal(err)
	}
	defer a1.DB.Close()
	base := countCandidates(t, a1)
	actx := signIn(t, a1)
	job := openJob(t, actx, a1)

	// The writer adds candidates one after another; added lists those
	// whose application committed, in order.
	var mu sync.Mutex
	var added []string
	stop, done := make(chan struct{}), make(chan error, 1)
	go func() {
		for i := 1; ; i++ {
			select {
			case <-stop:
				done <- nil
				return
			default:
			}
			email := fmt.Sprintf("writer-%d@backup.test", i)
			p := fixture.SamplePerson()
			p.Name, p.Email = fmt.Sprintf("Writer %d", i), email
			f, err := intake.Spool(intake.ApplicationResume, "cv.pdf", bytes.NewReader(fixture.ResumePDF(p)))
			if err != nil {
				done <- err
				return
			}
			_, err = a1.ATS.AddApplication(actx, ats.ApplicationInput{RequisitionID: job.ID, Name: p.Name, Email: email,
				Phone: "+91 90000 00000", Source: "linkedin", Answers: apptest.AnswersFor(job), Resume: f})
			f.Close()
			if err != nil {
				done <- err
				return
			}
			mu.Lock()
			added = append(added, email)
			mu.Unlock()
		}
	}()
	addedCount := func() int { mu.Lock(); defer mu.Unlock(); return len(added) }
	waitFor := func(n int) {
		for deadline := time.Now().Add(60 * time.Second); addedCount() < n; time.Sleep(5 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("the writer added %d candidates, want %d", addedCount(), n)
			}
		}
	}
	waitFor(3)
	before := addedCount()
	archive := filepath.Join(t.TempDir(), "hirekit-backup.tar.gz")
	out.Reset()
	if err := run(ctx, []string{"backup", "--to", archive}, env1, &out, &errb); err != nil {
		t.Fatalf("backup: %v\n%s", err, errb.String())
	}
	// Keep writing after the backup too, so the archive is checked to hold
	// a snapshot, not whatever the files held at the end.
	waitFor(addedCount() + 2)
	close(stop)
	if err := <-done; err != nil {
		t.Fatalf("writer: %v", err)
	}
	if !strings.Contains(out.String(), "Backed up") {
		t.Errorf("backup printed %q", out.String())
	}
	out.Reset()
	if err := run(ctx, []string{"backup", "--verify", archive}, env1, &out, &errb); err != nil || !strings.Contains(out.String(), "is a good backup") {
		t.Fatalf("verify: %v %q", err, out.String())
	}

	out.Reset()
	if err := run(ctx, []string{"restore", "--from", archive}, env2, &out, &errb); err != nil {
		t.Fatalf("restore: %v\n%s", err, errb.String())
	}
	a2, _, err := openApp(ctx, "test", nil, env2, io.Discard, false)
	if err != nil {
		t.Fatalf("open the restored install: %v", err)
	}
	defer a2.DB.Close()
	signIn(t, a2) // the users and the install's secret came back

	var got []string
	if err := a2.DB.Read.NewRaw("SELECT email FROM candidates WHERE email LIKE 'writer-%' ORDER BY id").Scan(ctx, &got); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	all := slices.Clone(added)
	mu.Unlock()
	if len(got) < before || len(got) > len(all) || !slices.Equal(got, all[:len(got)]) {
		t.Errorf("restored writer candidates %v; want a prefix of %v of at least %d", got, all, before)
	}
	if len(got) == len(all) {
		t.Errorf("the restored install has all %d candidates, also those added after the backup: not a snapshot", len(all))
	}
	t.Logf("writer added %d before the backup, %d in all; the snapshot holds %d; %d demo candidates", before, len(all), len(got), base)
	if n := countCandidates(t, a2); n != base+len(got) {
		t.Errorf("restored candidates = %d, want %d demo + %d written", n, base, len(got))
	}

	// Every resume the restored database names is there, byte for byte.
	var keys []string
	if err := a2.DB.Read.NewRaw("SELECT resume_key FROM candidate_applications WHERE resume_key <> ''").Scan(ctx, &keys); err != nil {
		t.Fatal(err)
	}
	if len(keys) < len(got) {
		t.Fatalf("restored %d resume keys, want at least the writer's %d", len(keys), len(got))
	}
	for _, key := range keys {
		rc, _, err := a2.Blobs.Open(ctx, key)
		if err != nil {
			t.Errorf("restored blob %s: %v", key, err)
			continue
		}
		restored := sha(t, rc)
		orig, err := os.Open(filepath.Join(dir1, "blobs", filepath.FromSlash(key)))
		if err != nil {
			t.Fatal(err)
		}
		if want := sha(t, orig); restored != want {
			t.Errorf("blob %s: sha256 %s, want %s", key, restored, want)
		}
	}
}

func countCandidates(t *testing.T, a *app.App) int {
	t.Helper()
	var n int
	if err := a.DB.Read.NewRaw("SELECT count(*) FROM candidates").Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

// signIn signs the demo company admin in through the auth service and
// returns a context carrying the actor.
func signIn(t *testing.T, a *app.App) context.Context {
	t.Helper()
	s, err := a.Auth.Login(context.Background(), "admin@demo.hirekit.test", demo.Password, false, "127.0.0.1")
	if err != nil {
		t.Fatalf("sign in: %v", err)
	}
	return apptest.ActorCtx(t, a, s.Token, s.Company.ID)
}

// openJob returns a demo job that takes candidates.
func openJob(t *testing.T, ctx context.Context, a *app.App) *ats.Requisition {
	t.Helper()
	var ids []int64
	if err := a.DB.Read.NewRaw("SELECT id FROM requisitions ORDER BY id").Scan(ctx, &ids); err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		job, err := a.ATS.Requisition(ctx, id)
		if err == nil && job.State != recruit.ReqArchived && job.State != recruit.ReqRejected {
			return job
		}
	}
	t.Fatal("the demo has no job taking candidates")
	return nil
}

func sha(t *testing.T, rc io.ReadCloser) string {
	t.Helper()
	defer rc.Close()
	h := sha256.New()
	if _, err := io.Copy(h, rc); err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// TestBackupCommandRefusals: PostgreSQL is pointed to pg_dump, an
// existing archive is kept unless --force, a missing database is not
// created, a non-empty data dir is not restored over, and a tampered
// archive is refused by --verify and by restore.
func TestBackupCommandRefusals(t *testing.T) {
	ctx := context.Background()
	var out, errb bytes.Buffer
	pg := envFor(map[string]string{"HIREKIT_DATA_DIR": t.TempDir(), "HIREKIT_DATABASE_URL": apptest.PostgresURL()})
	for _, cmd := range []string{"backup", "restore"} {
		flag := map[string]string{"backup": "--to", "restore": "--from"}[cmd]
		err := run(ctx, []string{cmd, flag, filepath.Join(t.TempDir(), "x.tar.gz")}, pg, &out, &errb)
		if err == nil || !strings.Contains(err.Error(), "PostgreSQL") || !strings.Contains(err.Error(), "pg_dump") {
			t.Errorf("%s on PostgreSQL = %v, want the pg_dump pointer", cmd, err)
		}
	}

	empty := t.TempDir()
	err := run(ctx, []string{"backup", "--to", filepath.Join(t.TempDir(), "x.tar.gz")}, envFor(map[string]string{"HIREKIT_DATA_DIR": empty}), &out, &errb)
	if err == nil || !strings.Contains(err.Error(), "no database") {
		t.Errorf("backup of an empty data dir = %v", err)
	}
	if _, err := os.Stat(filepath.Join(empty, "hirekit.db")); err == nil {
		t.Error("backup created a database in an empty data dir")
	}

	dir := t.TempDir()
	env := envFor(map[string]string{"HIREKIT_DATA_DIR": dir})
	if err := run(ctx, []string{"migrate"}, env, &out, &errb); err != nil {
		t.Fatal(err)
	}
	archive := filepath.Join(t.TempDir(), "b.tar.gz")
	if err := run(ctx, []string{"backup", "--to", archive}, env, &out, &errb); err != nil {
		t.Fatal(err)
	}
	if err := run(ctx, []string{"backup", "--to", archive}, env, &out, &errb); err == nil || !strings.Contains(err.Error(), "--force") {
		t.Errorf("backup over an existing file = %v, want a refusal naming --force", err)
	}
	if err := run(ctx, []string{"backup", "--to=" + archive, "--force"}, env, &out, &errb); err != nil {
		t.Errorf("backup --force: %v", err)
	}
	if err := run(ctx, []string{"restore", "--from", archive}, env, &out, &errb); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Errorf("restore into the live data dir = %v, want a refusal", err)
	}

	// Flip one byte in the middle of the compressed stream.
	b, err := os.ReadFile(archive)
	if err != nil {
		t.Fatal(err)
	}
	b[len(b)/2] ^= 0xff
	bad := filepath.Join(t.TempDir(), "bad.tar.gz")
	if err := os.WriteFile(bad, b, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := run(ctx, []string{"backup", "--verify", bad}, env, &out, &errb); err == nil || !strings.Contains(err.Error(), "NOT a good backup") {
		t.Errorf("verify of a damaged archive = %v", err)
	}
	target := filepath.Join(t.TempDir(), "new")
	if err := run(ctx, []string{"restore", "--from", bad, "--data-dir", target}, env, &out, &errb); err == nil {
		t.Error("restore of a damaged archive = nil error")
	}
	if _, err := os.Stat(target); err == nil {
		t.Error("a refused restore left the target data dir behind")
	}
}
