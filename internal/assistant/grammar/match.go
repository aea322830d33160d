package grammar

// distance is the optimal-string-alignment Damerau-Levenshtein distance:
// edits, plus swapping two neighbours ("Pryia"), each costing one. Names
// are short, so the plain table is fast enough and needs no library.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) == 0 {
		return len(rb)
	}
	if len(rb) == 0 {
		return len(ra)
	}
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}

// WordScore says how well a typed word q names the word w of a name:
// 1 the same, 0.9 a prefix of three letters or more, 0.85 an initial,
// 0.8 one typo, 0.6 two typos in a long word, else 0.
func WordScore(q, w string) float64 {
	switch {
	case q == w:
		return 1
	case len(q) == 1:
		if w != "" && w[0] == q[0] {
			return 0.85
		}
		return 0
	case len(q) >= 3 && len(q) < len(w) && w[:len(q)] == q:
		return 0.9
	}
	if len(q) < 3 {
		return 0
	}
	d := distance(q, w)
	switch {
	case d == 1 && len(q) >= 4:
		return 0.8
	case d == 1:
		return 0.7
	case d == 2 && len(q) >= 6:
		return 0.6
	}
	return 0
}

// NameScore says how well the typed words q name a person called name
// (folded words): each typed word must match a different word of the name,
// in any order; the score is their mean, with a little credit for covering
// the whole name, so "Priya Iyer" beats "Priya" alone. 0 means no match.
func NameScore(q []string, name []string) float64 {
	if len(q) == 0 || len(q) > len(name)+1 {
		return 0
	}
	used := make([]bool, len(name))
	total := 0.0
	for _, w := range q {
		best, at := 0.0, -1
		for j, n := range name {
			if used[j] {
				continue
			}
			if s := WordScore(w, n); s > best {
				best, at = s, j
			}
		}
		if at < 0 {
			return 0
		}
		used[at] = true
		total += best
	}
	score := total / float64(len(q))
	cover := float64(len(q)) / float64(len(name))
	return score*0.9 + min(cover, 1)*0.1
}
