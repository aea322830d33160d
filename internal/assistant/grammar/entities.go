package grammar

import (
	"math"
	"sort"
	"strings"
)

// Jobs, rounds, templates, states and roles by name and synonym.

// job finds the job the prompt names: title words weighed by how rare they
// are among the company's jobs, live jobs before archived ones. It returns
// the job, or the tied jobs when the prompt cannot tell them apart.
func (p *parser) job() (*Named, []Named, error) {
	if p.jobs == nil {
		js, err := p.dir.Jobs(p.ctx)
		if err != nil {
			return nil, nil, err
		}
		p.jobs = js
	}
	df := map[string]int{}
	for _, j := range p.jobs {
		for _, w := range uniq(words(j.Name)) {
			df[w]++
		}
	}
	type hit struct {
		j        Named
		distinct int
		frac     float64
		toks     []int
	}
	var hits []hit
	n := float64(len(p.jobs))
	for _, j := range p.jobs {
		var h hit
		h.j = j
		total, got := 0.0, 0.0
		for _, w := range uniq(words(j.Name)) {
			wt := math.Log(1 + n/float64(df[w]))
			total += wt
			at := p.findWord(w)
			if at < 0 {
				continue
			}
			got += wt
			h.toks = append(h.toks, at)
			if !lex.stop[w] && float64(df[w]) <= math.Max(1, n/4) {
				h.distinct++
			}
		}
		if h.distinct == 0 || total == 0 || (len(h.toks) == 1 && !p.jobCue(h.toks[0])) {
			continue // one word of a title counts only beside "for", "job", "candidates"…
		}
		h.frac = got / total
		hits = append(hits, h)
	}
	if len(hits) == 0 {
		return nil, nil, nil
	}
	live := func(h hit) bool { return h.j.State != "archived" && h.j.State != "closed" }
	sort.SliceStable(hits, func(a, b int) bool {
		if hits[a].distinct != hits[b].distinct {
			return hits[a].distinct > hits[b].distinct
		}
		if live(hits[a]) != live(hits[b]) {
			return live(hits[a])
		}
		return hits[a].frac > hits[b].frac
	})
	topHit := hits[0]
	var tied []Named
	for _, h := range hits {
		if h.distinct == topHit.distinct && live(h) == live(topHit) && math.Abs(h.frac-topHit.frac) < 0.15 {
			tied = append(tied, h.j)
		}
	}
	if len(tied) > 1 {
		return nil, tied, nil
	}
	for _, at := range topHit.toks {
		p.t.toks[at].used = true
		// "the Backend job", "for the QA role": the noun goes with it.
	}
	j := topHit.j
	return &j, nil, nil
}

// findWord is the index of an unused token that is w (or w with one typo
// for long words), or -1.
func (p *parser) findWord(w string) int {
	for i, tk := range p.t.toks {
		if tk.used {
			continue
		}
		for _, x := range words(tk.norm) {
			if x == w || (len(w) >= 6 && len(x) >= 5 && distance(x, w) == 1) {
				return i
			}
		}
	}
	return -1
}

func uniq(ws []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, w := range ws {
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// rounds finds the round names the prompt uses: every part of a round's
// name must be said, directly or by a synonym ("tech 1", "HM round").
// It returns the matching round names, most specific first.
func (p *parser) roundNames(rounds []Named) (out []string) {
	type cand struct {
		name  string
		parts int
		marks []span
	}
	var cands, partial []cand
	seen := map[string]bool{}
	for _, r := range rounds {
		name := strings.Join(words(r.Name), " ")
		if seen[name] {
			continue
		}
		seen[name] = true
		rest := " " + name + " "
		var marks []span
		ok, parts := true, 0
		for _, ph := range phrases(lex.Rounds) {
			key := " " + ph.key + " "
			if !strings.Contains(rest, key) {
				continue
			}
			// The key is part of this round's name: the prompt must say it
			// or a synonym.
			if !ok {
				break
			}
			found := false
			for _, syn := range lex.Rounds[ph.key] {
				if i := p.unusedIndex(syn); i >= 0 {
					marks = append(marks, span{i, i + len(strings.Fields(syn))})
					found = true
					break
				}
			}
			if !found {
				ok = false
				continue
			}
			rest = strings.Replace(rest, key, " ", 1)
			parts++
		}
		for _, w := range strings.Fields(rest) {
			if !ok || w == "round" {
				continue
			}
			if i := p.unusedIndex(w); i >= 0 {
				marks = append(marks, span{i, i + 1})
				parts++
			} else {
				ok = false
			}
		}
		if ok && parts > 0 {
			cands = append(cands, cand{r.Name, parts, marks})
		} else if !ok && parts > 0 {
			partial = append(partial, cand{r.Name, parts, nil})
		}
	}
	sort.SliceStable(cands, func(a, b int) bool { return cands[a].parts > cands[b].parts })
	sort.SliceStable(partial, func(a, b int) bool { return partial[a].parts > partial[b].parts })
	if len(cands) == 0 {
		// "tech round" when there are two: each such round is a choice.
		for _, c := range partial {
			if c.parts == partial[0].parts {
				out = append(out, c.name)
			}
		}
		if len(out) == 1 {
			return nil // a part of one round's name is not enough
		}
		return out
	}
	for _, c := range cands {
		if c.parts == cands[0].parts {
			out = append(out, c.name)
		}
	}
	if len(out) == 1 && len(cands[0].marks) > 0 {
		for _, m := range cands[0].marks {
			p.t.mark(m)
		}
	}
	return out
}

// unusedIndex is where phrase ph starts among unused tokens, or -1.
func (p *parser) unusedIndex(ph string) int {
	ws := strings.Fields(ph)
outer:
	for i := 0; i+len(ws) <= len(p.t.toks); i++ {
		for j, w := range ws {
			tk := p.t.toks[i+j]
			if tk.used || tk.norm != w {
				continue outer
			}
		}
		return i
	}
	return -1
}

// template finds the template the prompt names: its own name's words, or a
// synonym from the lexicon for a template of that name.
func (p *parser) template(ts []Template) []Template {
	best, bestScore := []Template(nil), 0.0
	var bestMarks []span
	for _, tp := range ts {
		name := strings.Join(words(tp.Name), " ")
		var marks []span
		score := 0.0
		// Every word of the name said: the template by name.
		all := true
		for _, w := range words(tp.Name) {
			if i := p.unusedIndex(w); i >= 0 {
				marks = append(marks, span{i, i + 1})
			} else if !lex.stop[w] {
				all = false
			}
		}
		if all && len(marks) > 0 {
			score = 1 + float64(len(marks))/10
		} else {
			marks = nil
			for _, syn := range templateSynonyms()[name] {
				if i := p.unusedIndex(syn); i >= 0 {
					if s := 0.5 + float64(len(syn))/100; s > score {
						score, marks = s, []span{{i, i + len(strings.Fields(syn))}}
					}
				}
			}
		}
		switch {
		case score > bestScore+0.001:
			best, bestScore, bestMarks = []Template{tp}, score, marks
		case score > 0 && score >= bestScore-0.001:
			best = append(best, tp)
		}
	}
	if len(best) == 1 {
		for _, m := range bestMarks {
			p.t.mark(m)
		}
	}
	return best
}

// states reads the pipeline states named, longest phrase first; a group
// word ("rejected", "offer") stands for its states.
func (p *parser) states() []string {
	table := map[string][]string{}
	for k, list := range lex.States {
		for _, ph := range list {
			table[ph] = append(table[ph], k)
		}
	}
	for ph, list := range lex.StateGroups {
		table[ph] = list
	}
	var phs []string
	for ph := range table {
		phs = append(phs, ph)
	}
	sort.Slice(phs, func(i, j int) bool {
		if len(phs[i]) != len(phs[j]) {
			return len(phs[i]) > len(phs[j])
		}
		return phs[i] < phs[j]
	})
	var out []string
	for _, ph := range phs {
		for {
			if _, ok := p.t.markPhrase(ph); !ok {
				break
			}
			for _, s := range table[ph] {
				out = appendNew(out, s)
			}
		}
	}
	return out
}

// roles reads the role words ("as HM and interviewer").
func (p *parser) roles() []string {
	var out []string
	for _, ph := range phrases(lex.Roles) {
		if _, ok := p.t.markPhrase(ph.text); ok {
			out = appendNew(out, ph.key)
		}
	}
	sort.Strings(out)
	return out
}

// templateSynonyms is the lexicon's template words keyed by the folded
// template name, as a company's template names are compared.
func templateSynonyms() map[string][]string {
	out := map[string][]string{}
	for k, v := range lex.Templates {
		key := strings.Join(words(k), " ")
		for _, syn := range v {
			out[key] = append(out[key], strings.Join(words(syn), " "))
		}
	}
	return out
}

// jobCue says whether a job word at token i stands where a job is named:
// after "for"/"of"/"in" or before "job"/"role"/"candidates".
func (p *parser) jobCue(i int) bool {
	cues := set(lex.JobCues)
	for _, j := range []int{i - 1, i - 2, i + 1} {
		if j >= 0 && j < len(p.t.toks) && j != i && cues[p.t.toks[j].norm] {
			if j == i-2 && p.t.toks[i-1].norm != "the" {
				continue
			}
			return true
		}
	}
	return false
}
