package demo

import (
	"context"
	"hash/fnv"
	"time"

	"hirekit/internal/sqldb"
)

// The demo tells six months of hiring: jobs opened about six months ago,
// candidates arriving week after week since, each moving along the
// pipeline a few days at a time. Writes are stamped by a clock in the
// context (sqldb.WithClock), so dashboards and charts have a true past to
// show instead of everything "15 seconds ago".
const storyDays = 180

// story is a moment of the demo's past.
type story struct {
	now time.Time // the real now; nothing is stamped after it
	at  time.Time
}

func newStory(now time.Time, daysAgo float64) *story {
	return &story{now: now, at: now.Add(-time.Duration(daysAgo * float64(24*time.Hour)))}
}

// ctx stamps writes with the story's moment.
func (s *story) ctx(ctx context.Context) context.Context {
	at := s.at
	return sqldb.WithClock(ctx, func() time.Time { return at })
}

// later moves the story on by days (fractions allowed), never past the
// real now less an hour.
func (s *story) later(days float64) {
	s.at = s.at.Add(time.Duration(days * float64(24*time.Hour)))
	if limit := s.now.Add(-time.Hour); s.at.After(limit) {
		s.at = limit
	}
}

// spread is a stable number in [0, 1) for k: the same demo every load.
func spread(k int, salt string) float64 {
	h := fnv.New32a()
	h.Write([]byte(salt))
	h.Write([]byte{byte(k), byte(k >> 8), byte(k >> 16)})
	return float64(h.Sum32()%10000) / 10000
}
