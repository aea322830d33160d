package marketplace

// SetOnScored lets the external tests count the finishers that scored.
func SetOnScored(fn func(attemptID int64)) { onScored = fn }

// SetBeforeScore lets the external tests hold finishers before scoring.
func SetBeforeScore(fn func()) { beforeScore = fn }
