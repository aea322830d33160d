package resume

import (
	"bytes"
	"encoding/xml"
	"strconv"
)

// docxStyles holds what the resume reader needs from styles.xml: each
// style's font size and weight, resolved through basedOn, and the
// document's default size. Templates put the name in a "Title" style of
// 26–36 pt and headings in bold styles without a single run property, so
// without styles a DOCX has no sizes to find the name by.
type docxStyles struct {
	defaultSize  float64 // points; Word's own default when unset
	defaultPara  string  // the style of paragraphs without pStyle ("Normal")
	styles       map[string]docxStyle
	resolvedSize map[string]float64
	resolvedBold map[string]int8 // 1 bold, -1 not bold, 0 unset
}

type docxStyle struct {
	basedOn string
	size    float64
	bold    int8
}

// wordDefaultSize is Word's size when neither the style nor the defaults
// set one: 10 pt (sz 20).
const wordDefaultSize = 10

// parseStyles reads styles.xml; nil or damaged input gives the defaults.
func parseStyles(b []byte) *docxStyles {
	st := &docxStyles{defaultSize: wordDefaultSize, styles: map[string]docxStyle{},
		resolvedSize: map[string]float64{}, resolvedBold: map[string]int8{}}
	if b == nil {
		return st
	}
	dec := xml.NewDecoder(bytes.NewReader(b))
	var cur *docxStyle
	var curID string
	inDefaults := false
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "rPrDefault":
				inDefaults = true
			case "style":
				curID = attr(t, "styleId")
				cur = &docxStyle{}
				if attr(t, "type") == "paragraph" && (attr(t, "default") == "1" || attr(t, "default") == "true") {
					st.defaultPara = curID
				}
			case "basedOn":
				if cur != nil {
					cur.basedOn = attr(t, "val")
				}
			case "sz":
				if v, err := strconv.ParseFloat(attr(t, "val"), 64); err == nil && v > 0 {
					switch {
					case cur != nil:
						cur.size = v / 2
					case inDefaults:
						st.defaultSize = v / 2
					}
				}
			case "b":
				if cur != nil {
					cur.bold = onOff(t)
				}
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "rPrDefault":
				inDefaults = false
			case "style":
				if cur != nil && curID != "" {
					st.styles[curID] = *cur
				}
				cur, curID = nil, ""
			}
		}
	}
	return st
}

// onOff reads a toggle property such as <w:b/> or <w:b w:val="0"/>.
func onOff(t xml.StartElement) int8 {
	switch attr(t, "val") {
	case "0", "false", "off", "none":
		return -1
	}
	return 1
}

// size returns a paragraph style's font size, following basedOn.
func (st *docxStyles) size(id string) float64 {
	if id == "" {
		id = st.defaultPara
	}
	if v, ok := st.resolvedSize[id]; ok {
		return v
	}
	v := st.defaultSize
	seen := map[string]bool{}
	for s := id; s != "" && !seen[s]; {
		seen[s] = true
		sty, ok := st.styles[s]
		if !ok {
			break
		}
		if sty.size > 0 {
			v = sty.size
			break
		}
		s = sty.basedOn
	}
	st.resolvedSize[id] = v
	return v
}

// bold reports whether a paragraph style is bold, following basedOn.
func (st *docxStyles) bold(id string) bool {
	if id == "" {
		id = st.defaultPara
	}
	if v, ok := st.resolvedBold[id]; ok {
		return v > 0
	}
	var v int8 = -1
	seen := map[string]bool{}
	for s := id; s != "" && !seen[s]; {
		seen[s] = true
		sty, ok := st.styles[s]
		if !ok {
			break
		}
		if sty.bold != 0 {
			v = sty.bold
			break
		}
		s = sty.basedOn
	}
	st.resolvedBold[id] = v
	return v > 0
}
