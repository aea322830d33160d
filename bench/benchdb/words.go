package benchdb

import (
	"math/rand/v2"
	"strings"
)

// Filler is a vocabulary of n made-up words for seeded resumes, which are
// mostly words no one searches for (the screening and smart-search
// benches).
func Filler(r *rand.Rand, n int) []string {
	syll := []string{"ka", "lo", "ri", "men", "tas", "vo", "der", "pli", "sun", "gra", "to", "bel", "nor", "qui", "zan", "fe"}
	out := make([]string, n)
	for i := range out {
		var b strings.Builder
		for range 2 + r.IntN(3) {
			b.WriteString(syll[r.IntN(len(syll))])
		}
		out[i] = b.String()
	}
	return out
}
