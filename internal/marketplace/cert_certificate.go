package marketplace

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// CertifyLevel is the proficiency a candidate needs to claim a
// certificate (spec: "greater than 1 with a certification slug links to
// the certificate verification page").
const CertifyLevel = 2

// Certificate is a claimed certificate as the verification page and the
// candidate see it.
type Certificate struct {
	Slug          string
	CandidateName string
	Username      string
	SkillSlug     string
	SkillName     string
	Level         int
	IssuedAt      time.Time
	RevokedAt     *time.Time
}

// CertificationStatus is the certification get-started page: the skill,
// the candidate's verified level, whether it can be claimed and the
// certificate already held for that level.
type CertificationStatus struct {
	SkillSlug   string
	SkillName   string
	Proficiency int
	CanClaim    bool
	Certificate *Certificate
}

func (s *Service) skillLevel(ctx context.Context, id int64, slug string) (int, error) {
	var level int
	err := s.DB.Conn(ctx).NewRaw(`SELECT proficiency FROM hub_skills WHERE hub_candidate_id = ? AND slug = ?`, id, slug).Scan(ctx, &level)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return level, err
}

const certCols = `c.slug, c.skill_slug, c.skill_name, c.level, c.issued_at, c.revoked_at, h.name AS candidate_name, h.username`

type certRow struct {
	Slug          string     `bun:"slug"`
	SkillSlug     string     `bun:"skill_slug"`
	SkillName     string     `bun:"skill_name"`
	Level         int        `bun:"level"`
	IssuedAt      time.Time  `bun:"issued_at"`
	RevokedAt     *time.Time `bun:"revoked_at"`
	CandidateName string     `bun:"candidate_name"`
	Username      string     `bun:"username"`
}

func (r certRow) cert() *Certificate {
	return &Certificate{Slug: r.Slug, CandidateName: r.CandidateName, Username: r.Username, SkillSlug: r.SkillSlug, SkillName: r.SkillName,
		Level: r.Level, IssuedAt: r.IssuedAt, RevokedAt: r.RevokedAt}
}

// certificates lists a candidate's certificates, newest first.
func (s *Service) certificates(ctx context.Context, id int64) ([]Certificate, error) {
	var rows []certRow
	if err := s.DB.Conn(ctx).NewRaw(`SELECT `+certCols+` FROM hub_certificates c JOIN hub_candidates h ON h.id = c.hub_candidate_id
		WHERE c.hub_candidate_id = ? ORDER BY c.issued_at DESC, c.id DESC`, id).Scan(ctx, &rows); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, err
	}
	out := []Certificate{}
	for _, r := range rows {
		out = append(out, *r.cert())
	}
	return out, nil
}

// CertificationStatus is GET talenthub/certifications/{skillSlug}/
// get-started.
func (s *Service) CertificationStatus(ctx context.Context, slug string) (*CertificationStatus, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	name, err := s.catalogueName(ctx, slug)
	if err != nil {
		return nil, err
	}
	level, err := s.skillLevel(ctx, id, slug)
	if err != nil {
		return nil, err
	}
	st := &CertificationStatus{SkillSlug: slug, SkillName: name, Proficiency: level, CanClaim: level >= CertifyLevel}
	certs, err := s.certificates(ctx, id)
	if err != nil {
		return nil, err
	}
	for _, c := range certs {
		if c.SkillSlug == slug && c.Level == level && c.RevokedAt == nil {
			st.Certificate = &c
			break
		}
	}
	return st, nil
}

// ClaimCertificate issues the certificate of the candidate's verified
// level of a skill (POST talenthub/update-certification): level 2 or more
// is needed; a second claim at the same level answers the same
// certificate. The skill's last_passed_certification_slug points at it.
func (s *Service) ClaimCertificate(ctx context.Context, slug string) (*Certificate, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	var certSlug string
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		name, err := s.catalogueName(ctx, slug)
		if err != nil {
			return err
		}
		level, err := s.skillLevel(ctx, id, slug)
		if err != nil {
			return err
		}
		if level < CertifyLevel {
			return recruit.Errorf(recruit.ECONFLICT, "Pass the %s assessment at level %d or higher to get certified", name, CertifyLevel)
		}
		db := s.DB.Conn(ctx)
		if _, err := db.NewRaw(`INSERT INTO hub_certificates (slug, hub_candidate_id, skill_slug, skill_name, level, issued_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, randomID(10), id, slug, name, level, sqldb.NowIn(ctx)).Exec(ctx); err != nil {
			return err
		}
		if err := db.NewRaw(`SELECT slug FROM hub_certificates WHERE hub_candidate_id = ? AND skill_slug = ? AND level = ?`, id, slug, level).Scan(ctx, &certSlug); err != nil {
			return err
		}
		_, err = db.NewRaw(`UPDATE hub_skills SET last_passed_certification_slug = ? WHERE hub_candidate_id = ? AND slug = ?`, certSlug, id, slug).Exec(ctx)
		return err
	})
	if err != nil {
		return nil, err
	}
	return s.VerifyCertificate(ctx, certSlug)
}

// VerifyCertificate is the public verification of a certificate by its
// slug (GET talenthub/certificate/{slug}/verify): 404 "Certificate not
// found" for an unknown one; a revoked one says so.
func (s *Service) VerifyCertificate(ctx context.Context, slug string) (*Certificate, error) {
	var r certRow
	err := s.DB.Conn(ctx).NewRaw(`SELECT `+certCols+` FROM hub_certificates c JOIN hub_candidates h ON h.id = c.hub_candidate_id
		WHERE c.slug = ?`, slug).Scan(ctx, &r)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Certificate not found")
	}
	if err != nil {
		return nil, err
	}
	return r.cert(), nil
}

// RevokeCertificate marks a certificate revoked (platform admins); the
// skill's link to it is cleared, its verified level stays.
func (s *Service) RevokeCertificate(ctx context.Context, slug string) (*Certificate, error) {
	if err := recruit.Require(ctx, recruit.PermManagePlatform); err != nil {
		return nil, err
	}
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		res, err := db.NewRaw(`UPDATE hub_certificates SET revoked_at = ? WHERE slug = ? AND revoked_at IS NULL`, sqldb.NowIn(ctx), slug).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			var have bool
			if err := db.NewRaw(`SELECT count(*) > 0 FROM hub_certificates WHERE slug = ?`, slug).Scan(ctx, &have); err != nil {
				return err
			}
			if !have {
				return recruit.Errorf(recruit.ENOTFOUND, "Certificate not found")
			}
			return nil
		}
		_, err = db.NewRaw(`UPDATE hub_skills SET last_passed_certification_slug = '' WHERE last_passed_certification_slug = ?`, slug).Exec(ctx)
		return err
	})
	if err != nil {
		return nil, err
	}
	return s.VerifyCertificate(ctx, slug)
}
