package bulkimport

import (
	"archive/zip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"hirekit/internal/ats"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
	"hirekit/internal/unzip"
)

// checkBatch is how many rows validation looks up in one query.
const checkBatch = 500

// SetMapping confirms the mapping (field → header) and validates every row
// of the sheet, streaming it: each row's errors, the duplicates by email
// (a candidate the company knows is linked; one who already applied to
// the job is not doubled; a repeated email in the sheet is imported once)
// and the possible duplicates by phone are recorded, replacing those of
// an earlier validation. It answers the counts and the first problems.
func (s *Service) SetMapping(ctx context.Context, id int64, mapping map[string]string) (*Import, error) {
	imp, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	if imp.State != StateUploaded && imp.State != StatePreviewed {
		return nil, recruit.Errorf(recruit.ECONFLICT, "This import has already started")
	}
	if len(mapping) > len(Fields) {
		return nil, recruit.FieldError("mapping", "Too many fields in the mapping")
	}
	for k, v := range mapping {
		if strings.IndexByte(k, 0) >= 0 || strings.IndexByte(v, 0) >= 0 {
			return nil, recruit.FieldError("mapping", "Text may not contain NUL characters")
		}
	}
	idx, err := columns(imp.Headers, mapping)
	if err != nil {
		return nil, err
	}
	var names map[string]bool
	if _, ok := idx["resume"]; ok && imp.ZipKey != "" {
		zr, done, err := s.openZip(ctx, imp)
		if err != nil {
			return nil, err
		}
		names = map[string]bool{}
		for k := range zipIndex(zr) {
			names[k] = true
		}
		done()
	}
	problems, counts, err := s.validate(ctx, imp, idx, names)
	if err != nil {
		return nil, err
	}
	clean := map[string]string{}
	for f, h := range mapping {
		if h != "" {
			clean[f] = h
		}
	}
	mj, _ := json.Marshal(clean)
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		res, err := db.NewRaw(`UPDATE bulk_imports SET mapping = ?, state = ?, total_rows = ?, error_rows = ?, duplicate_rows = ?,
			possible_duplicate_rows = ?, updated_at = ? WHERE id = ? AND company_id = ? AND state IN (?, ?)`, string(mj), StatePreviewed,
			counts.total, counts.errors, counts.duplicates, counts.possible, sqldb.NowIn(ctx), imp.ID, imp.CompanyID, StateUploaded, StatePreviewed).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return recruit.Errorf(recruit.ECONFLICT, "This import has already started")
		}
		if _, err := db.NewRaw("DELETE FROM bulk_import_problems WHERE import_id = ? AND company_id = ?", imp.ID, imp.CompanyID).Exec(ctx); err != nil {
			return err
		}
		return s.insertProblems(ctx, imp, problems)
	})
	if err != nil {
		return nil, err
	}
	out, err := s.read(ctx, imp.CompanyID, imp.ID)
	if err != nil {
		return nil, err
	}
	return out, s.firstProblems(ctx, out)
}

type counts struct{ total, errors, duplicates, possible int }

// maxProblems bounds what one validation records: a sheet whose every
// row is wrong is 10,000 errors, and one per row is enough.
const maxProblems = 3 * MaxRows

// validate streams the sheet through the mapping.
func (s *Service) validate(ctx context.Context, imp *Import, idx map[string]int, zipNames map[string]bool) ([]Problem, counts, error) {
	rs, done, err := s.openSheet(ctx, imp)
	if err != nil {
		return nil, counts{}, err
	}
	defer done()
	var c counts
	problems := []Problem{}
	add := func(p Problem) {
		if len(problems) < maxProblems {
			problems = append(problems, p)
		}
	}
	seen := map[string]int{}      // email → first row
	seenPhone := map[string]int{} // phone digits → first row
	type pending struct {
		row    int
		email  string
		phone  string
		dupRow bool
	}
	var batch []pending
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		emails, phones := []string{}, []string{}
		for _, p := range batch {
			emails = append(emails, p.email)
			if p.phone != "" {
				phones = append(phones, p.phone)
			}
		}
		known, err := s.Jobs.KnownCandidates(ctx, imp.RequisitionID, emails, phones)
		if err != nil {
			return err
		}
		for _, p := range batch {
			switch {
			case known.Applied[p.email]:
				c.duplicates++
				add(Problem{Row: p.row, Kind: KindDuplicate, Field: "email", Message: "Already a candidate for this job: not added again"})
			case known.Candidates[p.email]:
				c.duplicates++
				add(Problem{Row: p.row, Kind: KindDuplicate, Field: "email", Message: "Already a candidate of the company: this job is added to their profile"})
			case p.dupRow:
				c.duplicates++
			case p.phone != "" && known.Phones[p.phone]:
				c.possible++
				add(Problem{Row: p.row, Kind: KindPossibleDuplicate, Field: "phone", Message: "Possible duplicate: another candidate has this phone number"})
			}
		}
		batch = batch[:0]
		return nil
	}
	row := 0 // rows are numbered as the spreadsheet does: the header is 1
	header := true
	for {
		rec, err := rs.Next()
		if errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, counts{}, err
		}
		row++
		if blank(rec) {
			continue
		}
		if header {
			header = false
			continue
		}
		if c.total++; c.total > MaxRows {
			return nil, counts{}, recruit.Errorf(recruit.EINVALID, "The sheet has more than %d rows; please split it", MaxRows)
		}
		r := parseRow(rec, idx)
		if r.errMsg != "" {
			c.errors++
			add(Problem{Row: row, Kind: KindError, Field: r.errField, Message: r.errMsg})
			continue
		}
		p := pending{row: row, email: r.in.Email}
		if d := ats.PhoneDigits(r.in.Phone); len(d) >= 7 {
			p.phone = d
		}
		if first, ok := seen[p.email]; ok {
			p.dupRow = true
			add(Problem{Row: row, Kind: KindDuplicate, Field: "email", Message: "Same email as row " + strconv.Itoa(first) + ": imported once"})
		} else {
			seen[p.email] = row
			if first, ok := seenPhone[p.phone]; ok && p.phone != "" {
				c.possible++
				add(Problem{Row: row, Kind: KindPossibleDuplicate, Field: "phone", Message: "Possible duplicate: same phone as row " + strconv.Itoa(first)})
				p.phone = "" // counted once
			} else if p.phone != "" {
				seenPhone[p.phone] = row
			}
		}
		if r.resume != "" && zipNames != nil && !zipNames[strings.ToLower(r.resume)] {
			add(Problem{Row: row, Kind: KindResumeMissing, Field: "resume", Message: "The zip has no file named " + strconv.Quote(r.resume) + ": imported without a resume"})
		} else if r.resume != "" && zipNames == nil {
			add(Problem{Row: row, Kind: KindResumeMissing, Field: "resume", Message: "No zip of resumes was uploaded: imported without a resume"})
		}
		batch = append(batch, p)
		if len(batch) == checkBatch {
			if err := flush(); err != nil {
				return nil, counts{}, err
			}
		}
	}
	if err := flush(); err != nil {
		return nil, counts{}, err
	}
	return problems, c, nil
}

// insertProblems writes problems in multi-row inserts.
func (s *Service) insertProblems(ctx context.Context, imp *Import, problems []Problem) error {
	for start := 0; start < len(problems); start += 200 {
		chunk := problems[start:min(start+200, len(problems))]
		var q strings.Builder
		q.WriteString("INSERT INTO bulk_import_problems (import_id, company_id, row_number, kind, field, message) VALUES ")
		args := make([]any, 0, 6*len(chunk))
		for i, p := range chunk {
			if i > 0 {
				q.WriteString(", ")
			}
			q.WriteString("(?, ?, ?, ?, ?, ?)")
			args = append(args, imp.ID, imp.CompanyID, p.Row, p.Kind, p.Field, p.Message)
		}
		if _, err := s.DB.Conn(ctx).NewRaw(q.String(), args...).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// openZip opens an import's stored zip for random access: the blob's own
// file when it is one, else a temporary copy.
func (s *Service) openZip(ctx context.Context, imp *Import) (*zip.Reader, func(), error) {
	rc, err := s.Files.Open(ctx, imp.ZipKey)
	if err != nil {
		return nil, nil, fmt.Errorf("open zip of import %d: %w", imp.ID, err)
	}
	f, ok := rc.(*os.File)
	done := func() { rc.Close() }
	if !ok {
		tmp, err := os.CreateTemp("", "hirekit-import-*.zip")
		if err != nil {
			rc.Close()
			return nil, nil, err
		}
		_, err = io.Copy(tmp, rc)
		rc.Close()
		done = func() { tmp.Close(); os.Remove(tmp.Name()) }
		if err != nil {
			done()
			return nil, nil, err
		}
		f = tmp
	}
	st, err := f.Stat()
	if err != nil {
		done()
		return nil, nil, err
	}
	// Checked again as the intake did, before its directory is trusted.
	zr, err := unzip.NewReader(f, st.Size(), unzip.Resumes)
	if err != nil {
		done()
		return nil, nil, recruit.Errorf(recruit.EUNSUPPORTED, "The zip of resumes could not be read")
	}
	return zr, done, nil
}

// zipIndex maps each file's base name, in lower case, to its entry (the
// first of a name wins; folders and macOS metadata are left out).
func zipIndex(zr *zip.Reader) map[string]*zip.File {
	out := map[string]*zip.File{}
	for _, e := range zr.File {
		if strings.HasSuffix(e.Name, "/") || strings.HasPrefix(e.Name, "__MACOSX/") {
			continue
		}
		name := e.Name
		if i := strings.LastIndexAny(name, `/\`); i >= 0 {
			name = name[i+1:]
		}
		k := strings.ToLower(name)
		if _, ok := out[k]; !ok {
			out[k] = e
		}
	}
	return out
}
