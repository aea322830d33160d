package careers

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"

	"hirekit/internal/intake"
	"hirekit/internal/privacy"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// pageRow is a company's stored careers page.
type pageRow struct {
	Settings string `bun:"settings"`
	LogoKey  string `bun:"logo_key"`
	settings Settings
}

// loadPage reads a company's careers page, nil when none was saved.
func (s *Service) loadPage(ctx context.Context, companyID int64) (*pageRow, error) {
	var row pageRow
	err := s.DB.Conn(ctx).NewRaw("SELECT settings, logo_key FROM careers_pages WHERE company_id = ?", companyID).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	row.settings = DefaultSettings()
	// Only this package writes the column, always a checked document;
	// what fails to decode keeps the defaults.
	_ = json.Unmarshal([]byte(row.Settings), &row.settings)
	// Lists the document lacks (an older page) stay empty, not null.
	_ = row.settings.check(companyID)
	return &row, nil
}

// adminCompany is the signed-in admin's company with its careers page.
func (s *Service) adminCompany(ctx context.Context, perm recruit.Permission) (*Company, error) {
	_, companyID, err := recruit.RequireCompany(ctx, perm)
	if err != nil {
		return nil, err
	}
	cs, err := s.Companies.CompaniesByID(ctx, []int64{companyID})
	if err != nil {
		return nil, err
	}
	c, ok := cs[companyID]
	if !ok {
		return nil, errCompanyNotFound
	}
	return s.company(ctx, &c)
}

// Page returns the admin's company with its careers page as saved (or the
// defaults), for the Manage company section.
func (s *Service) Page(ctx context.Context) (*Company, error) {
	return s.adminCompany(ctx, recruit.PermManageCareersPage)
}

// SavePage checks and stores the careers page of the admin's company and
// returns it as saved. The logo is set by UploadLogo and kept here.
func (s *Service) SavePage(ctx context.Context, st Settings) (*Company, error) {
	actor, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageCareersPage)
	if err != nil {
		return nil, err
	}
	if err := st.check(companyID); err != nil {
		return nil, err
	}
	doc, err := json.Marshal(st)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO careers_pages (company_id, settings, updated_at) VALUES (?, ?, ?)
			ON CONFLICT (company_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at`,
			companyID, string(doc), sqldb.NowIn(ctx)).Exec(ctx)
		if err != nil {
			return err
		}
		return privacy.Record(ctx, s.DB, companyID, actor.UserID, privacy.ActionCareersPage, "careers page settings saved")
	})
	if err != nil {
		return nil, err
	}
	return s.Page(ctx)
}

// Upload is a stored careers image: its key and the path it is served at.
type Upload struct {
	Key string
	URL string
}

// UploadLogo stores a new logo for the admin's company and puts it on the
// careers page at once (the old file stays for pages cached with it).
func (s *Service) UploadLogo(ctx context.Context, f *intake.File) (*Upload, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageCareersPage)
	if err != nil {
		return nil, err
	}
	if f == nil {
		return nil, recruit.Errorf(recruit.EINVALID, "Please choose an image")
	}
	key, err := s.Files.Save(ctx, intake.CareersImage, companyID, f)
	if err != nil {
		return nil, err
	}
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO careers_pages (company_id, logo_key, updated_at) VALUES (?, ?, ?)
			ON CONFLICT (company_id) DO UPDATE SET logo_key = excluded.logo_key, updated_at = excluded.updated_at`,
			companyID, key, sqldb.NowIn(ctx)).Exec(ctx)
		return err
	})
	if err != nil {
		return nil, errors.Join(err, s.Files.Delete(ctx, key))
	}
	return &Upload{Key: key, URL: MediaPath(key)}, nil
}

// UploadImage stores a picture for a section or carousel of the admin's
// careers page; saving the page with its key puts it there.
func (s *Service) UploadImage(ctx context.Context, f *intake.File) (*Upload, error) {
	_, companyID, err := recruit.RequireCompany(ctx, recruit.PermManageCareersPage)
	if err != nil {
		return nil, err
	}
	if f == nil {
		return nil, recruit.Errorf(recruit.EINVALID, "Please choose an image")
	}
	key, err := s.Files.Save(ctx, intake.CareersImage, companyID, f)
	if err != nil {
		return nil, err
	}
	return &Upload{Key: key, URL: MediaPath(key)}, nil
}
