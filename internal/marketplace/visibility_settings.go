package marketplace

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"sort"
	"strings"

	"hirekit/internal/recruit"
)

// VisibilitySettings is what the candidate's visibility page shows and
// saves: whether the profile is listed at all, and which of Sections are
// public. Username and UpdatedAt let the page link the public profile and
// its embeddable card.
type VisibilitySettings struct {
	Username string
	Listed   bool
	Sections Visibility
}

// VisibilityChange is a save: Listed nil keeps it; Sections names only
// the sections that change (the others keep their value), every key one
// of Sections.
type VisibilityChange struct {
	Listed   *bool
	Sections map[string]bool
}

// Visibility is the signed-in candidate's visibility settings.
func (s *Service) Visibility(ctx context.Context) (*VisibilitySettings, error) {
	if err := recruit.Require(ctx, recruit.PermHubOwnProfile); err != nil {
		return nil, err
	}
	return s.visibilityOf(ctx, recruit.ActorFrom(ctx).HubCandidateID)
}

func (s *Service) visibilityOf(ctx context.Context, id int64) (*VisibilitySettings, error) {
	var out VisibilitySettings
	var raw string
	if err := s.DB.Conn(ctx).NewRaw(`SELECT username, listed, visibility FROM hub_candidates WHERE id = ?`, id).
		Scan(ctx, &out.Username, &out.Listed, &raw); errors.Is(err, sql.ErrNoRows) {
		return nil, recruit.Errorf(recruit.ENOTFOUND, "Profile not found")
	} else if err != nil {
		return nil, err
	}
	out.Sections = ParseVisibility(raw)
	return &out, nil
}

// SaveVisibility changes the signed-in candidate's visibility settings. A
// key that is not a section is refused before anything is written, so a
// typo never leaves a section public that the candidate meant to hide.
func (s *Service) SaveVisibility(ctx context.Context, ch VisibilityChange) (*VisibilitySettings, error) {
	if err := recruit.Require(ctx, recruit.PermHubOwnProfile); err != nil {
		return nil, err
	}
	var unknown []string
	for k := range ch.Sections {
		if !slices.Contains(Sections, k) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return nil, recruit.FieldError("sections", "Unknown section: "+strings.Join(unknown, ", ")+
			" (the sections are "+strings.Join(Sections, ", ")+")")
	}
	id := recruit.ActorFrom(ctx).HubCandidateID
	var out *VisibilitySettings
	err := s.DB.RunInTx(ctx, func(ctx context.Context) error {
		cur, err := s.visibilityOf(ctx, id)
		if err != nil {
			return err
		}
		for k, v := range ch.Sections {
			cur.Sections[k] = v
		}
		if ch.Listed != nil {
			cur.Listed = *ch.Listed
			if err := s.checkListable(ctx, id, cur.Listed); err != nil {
				return err
			}
		}
		// Every section is stored, so a later change of the defaults
		// never shows what the candidate saw as hidden.
		raw, err := json.Marshal(map[string]bool(cur.Sections))
		if err != nil {
			return err
		}
		if _, err := s.DB.Conn(ctx).NewRaw(`UPDATE hub_candidates SET listed = ?, visibility = ?, updated_at = ? WHERE id = ?`,
			cur.Listed, string(raw), s.now().UTC(), id).Exec(ctx); err != nil {
			return err
		}
		out = cur
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
