package resume

import (
	"math"
	"sort"
	"strings"
)

// segment is a run of fragments on one row that sit close together.
type segment struct {
	top, left, right, height, size float64
	bold                           bool
	text                           string
	column                         int
	chars                          int  // non-space length, for findGutter
	dated                          bool // holds a year or is a tiny label, for findGutter
}

// layoutLines turns positioned fragments into lines in reading order. Rows
// are fragments whose vertical centres agree; a row breaks into segments at
// wide gaps; a page whose segments leave a clear vertical gutter is read as
// two columns, left then right, after any full-width header above them.
func layoutLines(frags []fragment, pages int) []Line {
	byPage := make(map[int][]fragment)
	for _, f := range frags {
		byPage[f.page] = append(byPage[f.page], f)
	}
	var lines []Line
	for p := 1; p <= pages; p++ {
		lines = append(lines, layoutPage(byPage[p], p)...)
	}
	return lines
}

// layoutPage lays out the fragments of page p (sorting frags in place).
func layoutPage(frags []fragment, p int) []Line {
	segs := rowSegments(frags)
	split, headerBottom := findGutter(segs)
	if split > 0 {
		for i := range segs {
			switch {
			case segs[i].top+segs[i].height <= headerBottom:
				segs[i].column = 0
			case segs[i].right <= split:
				segs[i].column = 1
			default:
				segs[i].column = 2
			}
		}
	}
	// Stable sort keeps row order inside each column.
	sort.SliceStable(segs, func(i, j int) bool { return segs[i].column < segs[j].column })
	return joinRows(segs, p)
}

// rowSegments groups a page's fragments into rows, then rows into segments.
func rowSegments(frags []fragment) []segment {
	sort.SliceStable(frags, func(i, j int) bool {
		ci, cj := frags[i].top+frags[i].height/2, frags[j].top+frags[j].height/2
		if math.Abs(ci-cj) > 0.5 {
			return ci < cj
		}
		return frags[i].left < frags[j].left
	})
	var segs []segment
	for i := 0; i < len(frags); {
		// A row: every following fragment whose centre lies within 40% of the
		// taller height, which tolerates icons and mixed font sizes.
		j := i + 1
		rowCentre := frags[i].top + frags[i].height/2
		rowH := frags[i].height
		for j < len(frags) {
			c := frags[j].top + frags[j].height/2
			if math.Abs(c-rowCentre) > 0.4*math.Max(rowH, frags[j].height) {
				break
			}
			j++
		}
		row := append([]fragment(nil), frags[i:j]...)
		sort.SliceStable(row, func(a, b int) bool { return row[a].left < row[b].left })
		var cur *segment
		for _, f := range row {
			gap := 0.0
			if cur != nil {
				gap = f.left - cur.right
			}
			// A wide gap, or a jump in font size (a name beside its contact
			// line, a sidebar heading beside its content), starts a segment.
			if cur == nil || gap > math.Max(1.2*math.Max(f.height, cur.height), 12) ||
				gap > 2 && sizeJump(f.size, cur.size) {
				if cur != nil {
					segs = append(segs, *cur)
				}
				cur = &segment{top: f.top, left: f.left, right: f.left + f.width, height: f.height, size: f.size, bold: f.bold, text: f.text}
				continue
			}
			if gap > 0.15*f.height && !strings.HasSuffix(cur.text, " ") && !strings.HasPrefix(f.text, " ") {
				cur.text += " "
			}
			cur.text += f.text
			cur.right = math.Max(cur.right, f.left+f.width)
			cur.top = math.Min(cur.top, f.top)
			cur.height = math.Max(cur.height, f.height)
			cur.size = math.Max(cur.size, f.size)
			cur.bold = cur.bold && f.bold || cur.bold && strings.TrimSpace(f.text) == ""
		}
		if cur != nil {
			segs = append(segs, *cur)
		}
		i = j
	}
	return segs
}

var yearRe = mustRx(`\b(19[5-9]\d|20[0-4]\d)\b`)

// findGutter looks for a vertical line that no segment below the page's
// header crosses, with substantial text on both sides. Right-aligned dates
// and places do not make a column: a side made mostly of dated segments
// is ignored. It returns the gutter's x (0 when none) and the bottom of
// the header, the full-width lines above the columns.
func findGutter(segs []segment) (split, headerBottom float64) {
	if len(segs) < 10 {
		return 0, 0
	}
	minX, maxX, maxY := math.Inf(1), 0.0, 0.0
	for _, s := range segs {
		minX = math.Min(minX, s.left)
		maxX = math.Max(maxX, s.right)
		maxY = math.Max(maxY, s.top+s.height)
	}
	width := maxX - minX
	if width <= 0 {
		return 0, 0
	}
	for i := range segs {
		t := strings.TrimSpace(segs[i].text)
		segs[i].chars = len(t)
		segs[i].dated = hasYear(t) || len(strings.Fields(t)) <= 1 && len(t) < 4
	}
	best, bestViol := 0.0, math.MaxInt
	var bestHeader float64
	for k := 15; k <= 85; k += 2 {
		x := minX + width*float64(k)/100
		// The header ends below the last crossing segment in the top quarter.
		hb := 0.0
		for _, s := range segs {
			if s.left < x && s.right > x && s.top < 0.25*maxY {
				hb = math.Max(hb, s.top+s.height)
			}
		}
		viol, leftN, rightN, leftC, rightC, leftDated, rightDated := 0, 0, 0, 0, 0, 0, 0
		for _, s := range segs {
			if s.top+s.height <= hb {
				continue
			}
			n := s.chars
			switch {
			case s.right <= x:
				leftN++
				leftC += n
				if s.dated {
					leftDated++
				}
			case s.left >= x:
				rightN++
				rightC += n
				if s.dated {
					rightDated++
				}
			default:
				viol++
			}
		}
		total := leftC + rightC
		if leftN < 5 || rightN < 5 || total == 0 {
			continue
		}
		if float64(rightDated) > 0.5*float64(rightN) || float64(leftDated) > 0.5*float64(leftN) {
			continue
		}
		// Each side needs a fifth of the text: right-aligned places and
		// dates, or a left column of dates, also leave a gutter in
		// one-column resumes. A lighter side (a sidebar of contact lines
		// and one-word skills) is a column when its lines start at one x
		// and few of them are dates, which right-aligned dates and places
		// never do.
		heavy := func(c int) bool { return float64(c) >= 0.2*float64(total) }
		light := func(c, n, dated int, left bool) bool {
			return n >= 6 && float64(c) >= 0.05*float64(total) && float64(dated) <= 0.3*float64(n) && alignedShare(segs, x, hb, left) >= 0.6
		}
		if !(heavy(leftC) && heavy(rightC) || heavy(leftC) && light(rightC, rightN, rightDated, false) ||
			heavy(rightC) && light(leftC, leftN, leftDated, true)) {
			continue
		}
		if float64(viol) > math.Max(1, 0.03*float64(leftN+rightN)) {
			continue
		}
		if viol < bestViol {
			best, bestViol, bestHeader = x, viol, hb
		}
	}
	return best, bestHeader
}

// alignedShare returns the share of the segments on one side of x (below
// the header) whose left edge lies within 2 pt of the most common one.
func alignedShare(segs []segment, x, headerBottom float64, left bool) float64 {
	counts := map[int]int{}
	n := 0
	for _, s := range segs {
		if s.top+s.height <= headerBottom || left && s.right > x || !left && s.left < x {
			continue
		}
		n++
		counts[int(math.Round(s.left/2))]++
	}
	best := 0
	for k, c := range counts {
		// A neighbouring bucket holds the same edge rounded the other way.
		best = max(best, c+counts[k+1])
	}
	if n == 0 {
		return 0
	}
	return float64(best) / float64(n)
}

// joinRows merges the segments of one row and column into a Line, tabs
// between them.
func joinRows(segs []segment, page int) []Line {
	var lines []Line
	for i := 0; i < len(segs); {
		j := i + 1
		for j < len(segs) && segs[j].column == segs[i].column && !sizeJump(segs[j].size, segs[j-1].size) &&
			math.Abs((segs[j].top+segs[j].height/2)-(segs[i].top+segs[i].height/2)) <= 0.4*math.Max(segs[i].height, segs[j].height) {
			j++
		}
		l := Line{Page: page, Top: segs[i].top, Left: segs[i].left, Height: segs[i].height, Column: segs[i].column, Bold: true}
		var parts []string
		for _, s := range segs[i:j] {
			parts = append(parts, strings.TrimSpace(s.text))
			l.Size = math.Max(l.Size, s.size)
			l.Height = math.Max(l.Height, s.height)
			l.Bold = l.Bold && s.bold
		}
		l.Text = strings.Join(parts, "\t")
		lines = append(lines, l)
		i = j
	}
	return lines
}

// sizeJump reports font sizes different enough to belong to different roles.
func sizeJump(a, b float64) bool {
	if a == 0 || b == 0 {
		return false
	}
	return math.Max(a, b)/math.Min(a, b) > 1.25
}
