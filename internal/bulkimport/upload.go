package bulkimport

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// maxColumns bounds a sheet's header row.
const maxColumns = 200

// scan reads a sheet once: its header row (the first row with text) and
// the number of data rows, refusing more than MaxRows.
func scan(r io.Reader, name string) ([]string, int, error) {
	rs, err := openRows(r, name)
	if err != nil {
		return nil, 0, err
	}
	defer rs.Close()
	var headers []string
	n := 0
	for {
		rec, err := rs.Next()
		if errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, 0, err
		}
		if blank(rec) {
			continue
		}
		if headers == nil {
			if headers, err = cleanHeaders(rec); err != nil {
				return nil, 0, err
			}
			continue
		}
		if n++; n > MaxRows {
			return nil, 0, recruit.Errorf(recruit.EINVALID, "The sheet has more than %d rows; please split it", MaxRows)
		}
	}
	if headers == nil {
		return nil, 0, recruit.Errorf(recruit.EINVALID, "The sheet is empty: its first row must name the columns")
	}
	if n == 0 {
		return nil, 0, recruit.Errorf(recruit.EINVALID, "The sheet has no rows under its headers")
	}
	return headers, n, nil
}

// cleanHeaders trims the header row; an empty or repeated header is named
// by its column so that a mapping can name it.
func cleanHeaders(rec []string) ([]string, error) {
	if len(rec) > maxColumns {
		return nil, recruit.Errorf(recruit.EINVALID, "The sheet has more than %d columns", maxColumns)
	}
	out := make([]string, len(rec))
	seen := map[string]bool{}
	for i, h := range rec {
		h = strings.TrimSpace(h)
		if strings.IndexByte(h, 0) >= 0 || !utf8.ValidString(h) {
			return nil, recruit.Errorf(recruit.EINVALID, "The header of column %d is not valid text", i+1)
		}
		if utf8.RuneCountInString(h) > 100 {
			h = string([]rune(h)[:100])
		}
		if h == "" || seen[h] {
			h = "Column " + strconv.Itoa(i+1)
		}
		seen[h] = true
		out[i] = h
	}
	return out, nil
}

// Create starts an import into a job from an uploaded sheet and, if
// given, a zip of resumes: the sheet is read once for its headers and its
// row count, both files are stored, and the mapping is guessed from the
// headers. Nothing is validated or imported yet.
func (s *Service) Create(ctx context.Context, requisitionID int64, sheet, zip *intake.File) (*Import, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermImportCandidates)
	if err != nil {
		return nil, err
	}
	if _, err := s.Jobs.ImportableJob(ctx, requisitionID); err != nil {
		return nil, err
	}
	if sheet == nil {
		return nil, recruit.FieldError("sheet", "Please choose a CSV or XLSX file")
	}
	headers, n, err := scan(sheet.Reader(), sheet.Name)
	if err != nil {
		return nil, err
	}
	keys, err := s.save(ctx, companyID, sheet, zip)
	if err != nil {
		return nil, err
	}
	hj, _ := json.Marshal(headers)
	mj, _ := json.Marshal(Guess(headers))
	now := sqldb.NowIn(ctx)
	var id int64
	err = s.withinQuota(ctx, companyID, 0, fileSize(sheet)+fileSize(zip), func(ctx context.Context) error {
		return s.DB.Conn(ctx).NewRaw(`INSERT INTO bulk_imports (company_id, requisition_id, created_by, state, sheet_key, sheet_name, zip_key, zip_name,
			sheet_size, zip_size, headers, mapping, total_rows, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			companyID, requisitionID, actor.UserID, StateUploaded, keys[0], fileName(sheet), keys[1], fileName(zip), fileSize(sheet), fileSize(zip),
			string(hj), string(mj), n, now, now).Scan(ctx, &id)
	})
	if err != nil {
		s.drop(ctx, keys[:]...)
		return nil, err
	}
	return s.read(ctx, companyID, id)
}

func fileSize(f *intake.File) int64 {
	if f == nil {
		return 0
	}
	return f.Size
}

func fileName(f *intake.File) string {
	if f == nil {
		return ""
	}
	name := f.Name
	if utf8.RuneCountInString(name) > 200 {
		name = string([]rune(name)[:200])
	}
	return name
}

// save stores the sheet and the zip (if any); keys[1] is "" without one.
func (s *Service) save(ctx context.Context, companyID int64, sheet, zip *intake.File) ([2]string, error) {
	var keys [2]string
	var err error
	if sheet != nil {
		if keys[0], err = s.Files.Save(ctx, intake.Sheet, companyID, sheet); err != nil {
			return keys, err
		}
	}
	if zip != nil {
		if keys[1], err = s.Files.Save(ctx, intake.ResumeArchive, companyID, zip); err != nil {
			s.drop(ctx, keys[0])
			return keys, err
		}
	}
	return keys, nil
}

func (s *Service) drop(ctx context.Context, keys ...string) {
	for _, k := range keys {
		if k != "" {
			s.Files.Delete(ctx, k)
		}
	}
}

// Replace swaps the sheet (and the zip, when one is given) of an import
// not yet started, keeping the mapping of every header the new sheet
// still has: the way to fix bad rows. When a mapping was already
// confirmed the new sheet is validated at once.
func (s *Service) Replace(ctx context.Context, id int64, sheet, zip *intake.File) (*Import, error) {
	imp, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	if imp.State != StateUploaded && imp.State != StatePreviewed {
		return nil, recruit.Errorf(recruit.ECONFLICT, "This import has already started")
	}
	if sheet == nil {
		return nil, recruit.FieldError("sheet", "Please choose a CSV or XLSX file")
	}
	headers, n, err := scan(sheet.Reader(), sheet.Name)
	if err != nil {
		return nil, err
	}
	keys, err := s.save(ctx, imp.CompanyID, sheet, zip)
	if err != nil {
		return nil, err
	}
	mapping := map[string]string{}
	for field, h := range imp.Mapping {
		for _, nh := range headers {
			if nh == h {
				mapping[field] = h
			}
		}
	}
	// The files replaced are deleted once the row no longer names them.
	old := []string{imp.SheetKey}
	zipKey, zipName, zipSize := imp.ZipKey, imp.ZipName, imp.ZipSize
	if keys[1] != "" {
		old = append(old, imp.ZipKey)
		zipKey, zipName, zipSize = keys[1], fileName(zip), zip.Size
	}
	hj, _ := json.Marshal(headers)
	mj, _ := json.Marshal(mapping)
	err = s.withinQuota(ctx, imp.CompanyID, imp.ID, sheet.Size+zipSize, func(ctx context.Context) error {
		res, err := s.DB.Conn(ctx).NewRaw(`UPDATE bulk_imports SET sheet_key = ?, sheet_name = ?, zip_key = ?, zip_name = ?, sheet_size = ?, zip_size = ?,
			headers = ?, mapping = ?, total_rows = ?, error_rows = 0, duplicate_rows = 0, possible_duplicate_rows = 0, state = ?, updated_at = ?
			WHERE id = ? AND company_id = ? AND state IN (?, ?) AND sheet_key = ?`, keys[0], fileName(sheet), zipKey, zipName, sheet.Size, zipSize,
			string(hj), string(mj), n, StateUploaded, sqldb.NowIn(ctx), imp.ID, imp.CompanyID, StateUploaded, StatePreviewed, imp.SheetKey).Exec(ctx)
		if err != nil {
			return err
		}
		if k, _ := res.RowsAffected(); k == 0 {
			return recruit.Errorf(recruit.ECONFLICT, "This import has already started")
		}
		return nil
	})
	if err != nil {
		s.drop(ctx, keys[:]...)
		return nil, err
	}
	s.drop(ctx, old...)
	if _, err := s.DB.Write.NewRaw("DELETE FROM bulk_import_problems WHERE import_id = ? AND company_id = ?", imp.ID, imp.CompanyID).Exec(ctx); err != nil {
		return nil, err
	}
	if imp.State == StatePreviewed {
		if _, err := columns(headers, mapping); err == nil {
			return s.SetMapping(ctx, imp.ID, mapping)
		}
	}
	return s.read(ctx, imp.CompanyID, imp.ID)
}

// openSheet opens an import's stored sheet as rows.
func (s *Service) openSheet(ctx context.Context, imp *Import) (rows, func(), error) {
	rc, err := s.Files.Open(ctx, imp.SheetKey)
	if err != nil {
		return nil, nil, fmt.Errorf("open sheet of import %d: %w", imp.ID, err)
	}
	rs, err := openRows(rc, imp.SheetName)
	if err != nil {
		rc.Close()
		return nil, nil, err
	}
	return rs, func() { rs.Close(); rc.Close() }, nil
}
