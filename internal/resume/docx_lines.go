package resume

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"math"
	"strconv"
	"strings"
)

// docxPara is the paragraph being read: its text, and the size and weight
// of the runs that put visible text in it.
type docxPara struct {
	text   strings.Builder
	size   float64
	bold   bool
	inked  bool // a run with visible text was seen
	styled string
}

// docxRow collects the lines of one table row, cell by cell.
type docxRow struct {
	cells [][]Line
}

// docxWalker turns one WordprocessingML part into lines. It keeps a stack
// of paragraphs, because a text box's paragraphs sit inside a run of an
// outer paragraph, and a stack of table rows, because tables nest.
type docxWalker struct {
	styles *docxStyles
	rels   map[string]string
	part   string
	lines  []Line
	links  []string
	paras  []*docxPara
	rows   []*docxRow
	boxes  int // depth of text boxes

	inText, inInstr, inPPr, inRPr bool
	runBold                       int8
	runSize                       float64

	// The vertical place of the drawing being read (wp:anchor), for text
	// boxes: an offset from the page or margin in points, -1 when unknown.
	inPosV, inOffset bool
	posVRel          string
	posV             float64
	boxAtTop         []bool // per open text box: placed in the page's top band
}

// topBand is how far down a page (from its top or top margin) a floating
// text box is the page's header: name and contact boxes sit there.
const topBand = 150 // points

// docxLines walks one part as a token stream, so deep or huge documents
// cost no more memory than their text.
func docxLines(b []byte, rels map[string]string, styles *docxStyles, part string) ([]Line, []string, error) {
	w := &docxWalker{styles: styles, rels: rels, part: part}
	w.paras = []*docxPara{{}}
	dec := xml.NewDecoder(bytes.NewReader(b))
	skip := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			w.flush()
			if len(w.lines) > 0 {
				return w.lines, w.links, nil
			}
			return nil, nil, errors.New("docx: bad xml")
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if skip > 0 {
				skip++
				continue
			}
			// mc:Fallback repeats the text box of mc:Choice in VML.
			if t.Name.Local == "Fallback" {
				skip = 1
				continue
			}
			w.start(t)
		case xml.EndElement:
			if skip > 0 {
				skip--
				continue
			}
			w.end(t)
		case xml.CharData:
			if skip == 0 {
				w.chars(t)
			}
		}
	}
	w.flush()
	for len(w.rows) > 0 {
		w.endRow()
	}
	return w.lines, w.links, nil
}

func (w *docxWalker) para() *docxPara { return w.paras[len(w.paras)-1] }

func (w *docxWalker) start(t xml.StartElement) {
	p := w.para()
	switch t.Name.Local {
	case "p":
		p.styled = ""
	case "pPr":
		w.inPPr = true
	case "pStyle":
		if w.inPPr {
			p.styled = attr(t, "val")
		}
	case "r":
		w.runBold, w.runSize = 0, 0
	case "rPr":
		w.inRPr = true
	case "b":
		// The paragraph mark's run properties (pPr/rPr) style no text.
		if w.inRPr && !w.inPPr {
			w.runBold = onOff(t)
		}
	case "sz":
		if w.inRPr && !w.inPPr {
			if v, err := strconv.ParseFloat(attr(t, "val"), 64); err == nil && v > 0 {
				w.runSize = v / 2
			}
		}
	case "t":
		w.inText = true
	case "instrText":
		w.inInstr = true
	case "tab":
		// Tab stops in pPr are definitions, not characters.
		if !w.inPPr && t.Name.Space != "" && p.text.Len() > 0 {
			p.text.WriteByte('\t')
		}
	case "noBreakHyphen":
		p.text.WriteByte('-')
	case "br", "cr":
		w.flush()
	case "hyperlink":
		if target := w.rels[attr(t, "id")]; target != "" {
			w.links = append(w.links, target)
		}
	case "fldSimple":
		w.field(attr(t, "instr"))
	case "anchor":
		w.posVRel, w.posV = "", -1
	case "positionV":
		w.inPosV, w.posVRel = true, attr(t, "relativeFrom")
	case "posOffset":
		w.inOffset = w.inPosV
	case "txbxContent":
		// The anchoring paragraph's text so far comes before the box.
		w.flush()
		w.boxes++
		w.paras = append(w.paras, &docxPara{})
		rel := w.posVRel
		w.boxAtTop = append(w.boxAtTop, w.posV >= 0 && w.posV <= topBand && (rel == "page" || rel == "margin" || rel == "topMargin"))
	case "tr":
		w.rows = append(w.rows, &docxRow{})
	case "tc":
		if n := len(w.rows); n > 0 {
			w.rows[n-1].cells = append(w.rows[n-1].cells, nil)
		}
	}
}

func (w *docxWalker) end(t xml.EndElement) {
	switch t.Name.Local {
	case "pPr":
		w.inPPr = false
	case "rPr":
		w.inRPr = false
	case "t":
		w.inText = false
	case "instrText":
		w.inInstr = false
	case "p":
		w.flush()
	case "positionV":
		w.inPosV = false
	case "posOffset":
		w.inOffset = false
	case "txbxContent":
		w.flush()
		if len(w.paras) > 1 {
			w.paras = w.paras[:len(w.paras)-1]
			w.boxes--
			w.boxAtTop = w.boxAtTop[:len(w.boxAtTop)-1]
		}
	case "tr":
		if len(w.rows) > 0 {
			w.endRow()
		}
	}
}

func (w *docxWalker) chars(t xml.CharData) {
	if w.inOffset {
		if v, err := strconv.ParseFloat(strings.TrimSpace(string(t)), 64); err == nil {
			w.posV = v / 12700 // EMU per point
		}
	}
	if w.inText {
		p := w.para()
		p.text.Write(t)
		if strings.TrimSpace(string(t)) != "" {
			size := w.runSize
			if size == 0 {
				size = w.styles.size(p.styled)
			}
			bold := w.runBold > 0 || w.runBold == 0 && w.styles.bold(p.styled)
			if !p.inked {
				p.bold = true
			}
			p.inked = true
			p.size = math.Max(p.size, size)
			p.bold = p.bold && bold
		}
	}
	if w.inInstr {
		w.field(string(t))
	}
}

// field reads a field instruction such as HYPERLINK "https://…", which
// carries its target inline.
func (w *docxWalker) field(instr string) {
	s := strings.TrimSpace(instr)
	if strings.HasPrefix(s, "HYPERLINK") {
		if q := strings.Split(s, `"`); len(q) >= 2 && q[1] != "" {
			w.links = append(w.links, q[1])
		}
	}
}

// flush ends the current line of the innermost paragraph.
func (w *docxWalker) flush() {
	p := w.para()
	t := strings.TrimRight(p.text.String(), " \t")
	if strings.TrimSpace(t) != "" {
		part := w.part
		switch {
		case part != "":
		case w.boxes > 0 && w.boxAtTop[len(w.boxAtTop)-1]:
			// A box in the page's top band is the page's header, wherever
			// its anchor paragraph is.
			part = PartHeader
		case w.boxes > 0:
			part = PartTextBox
		case len(w.rows) > 0:
			part = PartTable
		}
		w.emit(Line{Page: 1, Text: t, Bold: p.inked && p.bold, Size: p.size, Part: part})
	}
	styled := p.styled
	*p = docxPara{styled: styled}
}

// emit adds a line to the innermost table cell, or to the part.
func (w *docxWalker) emit(l Line) {
	if n := len(w.rows); n > 0 {
		row := w.rows[n-1]
		if len(row.cells) == 0 {
			row.cells = append(row.cells, nil)
		}
		row.cells[len(row.cells)-1] = append(row.cells[len(row.cells)-1], l)
		return
	}
	w.lines = append(w.lines, l)
}

// endRow closes the innermost row. A row whose cells hold at most one
// line each reads as one line with tabs between cells, as a PDF row does
// ("B.Tech", "Example University", "2020" side by side); a row of longer
// cells (a layout table holding a sidebar and a body) is read cell by cell.
func (w *docxWalker) endRow() {
	row := w.rows[len(w.rows)-1]
	w.rows = w.rows[:len(w.rows)-1]
	single := true
	for _, c := range row.cells {
		if len(c) > 1 {
			single = false
		}
	}
	var out []Line
	if single {
		var joined *Line
		var texts []string
		for _, c := range row.cells {
			if len(c) == 0 {
				continue
			}
			if joined == nil {
				l := c[0]
				joined = &l
			}
			joined.Size = math.Max(joined.Size, c[0].Size)
			joined.Bold = joined.Bold && c[0].Bold
			texts = append(texts, c[0].Text)
		}
		if joined != nil {
			joined.Text = strings.Join(texts, "\t")
			out = append(out, *joined)
		}
	} else {
		for _, c := range row.cells {
			out = append(out, c...)
		}
	}
	for _, l := range out {
		w.emit(l)
	}
}
