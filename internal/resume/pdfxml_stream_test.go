package resume

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// streamDecode feeds out to extractPDF's decoder in pieces of the given
// sizes, as the pipe from poppler would, and returns what extractPDF
// builds from it.
func streamDecode(out []byte, sizes []int) (lines []Line, pages int, links []string, err error) {
	d := newPDFXMLDecoder(true)
	n := 0
	for _, s := range sizes {
		if n+s > len(out) {
			break
		}
		n += s
		d.decode(out[:n], false)
	}
	if d.done && d.endLen != len(out) {
		// As extractPDF: more after </pdf2xml>, read it all again.
		d = newPDFXMLDecoder(true)
	}
	d.decode(out, true)
	if d.err != nil || d.pages > MaxPages {
		return nil, d.pages, nil, d.err
	}
	return d.lines(), d.pages, d.links, nil
}

// batchDecode is the same read of the whole output at once: parsePDFXML,
// layoutLines and normalizeDocument.
func batchDecode(out []byte) (lines []Line, pages int, links []string, err error) {
	frags, pages, links, err := parsePDFXML(out)
	if err != nil || pages > MaxPages {
		return nil, pages, nil, err
	}
	doc := &Document{Lines: layoutLines(frags, pages)}
	normalizeDocument(doc)
	return doc.Lines, pages, links, nil
}

func checkStreamMatchesBatch(t *testing.T, out []byte, sizes []int) {
	t.Helper()
	gl, gp, gk, ge := streamDecode(out, sizes)
	wl, wp, wk, we := batchDecode(out)
	if fmt.Sprint(ge) != fmt.Sprint(we) || gp != wp || !reflect.DeepEqual(gk, wk) || len(gl) != len(wl) || len(gl) > 0 && !reflect.DeepEqual(gl, wl) {
		t.Fatalf("pieces %v:\nstreamed %d pages, err %v, links %q, lines %+v\nwhole    %d pages, err %v, links %q, lines %+v",
			sizes, gp, ge, gk, gl, wp, we, wk, wl)
	}
}

// twoPagesXML is pdftohtml's output for a two-page resume, with a second
// column on page 1, entities, a link and a transparent fragment.
func twoPagesXML() []byte {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE pdf2xml SYSTEM "pdf2xml.dtd">
<pdf2xml producer="poppler" version="22.12.0">
<page number="1" position="absolute" top="0" left="0" height="1188" width="918">
	<fontspec id="0" size="24" family="Lato-Bold" color="#000000"/>
	<fontspec id="1" size="11" family="Lato" color="#000000"/>
	<fontspec id="2" size="11" family="Lato" color="#ffffff" opacity="0.000000"/>
<text top="40" left="60" width="300" height="30" font="0">J O H A N N A   M E I E R</text>
<text top="80" left="60" width="200" height="15" font="1"><a href="mailto:jo@example.com">jo@example.com</a> &amp; <b>Berlin</b></text>
<text top="80" left="700" width="100" height="15" font="2">hidden keywords</text>
`)
	for i := 0; i < 14; i++ {
		fmt.Fprintf(&b, "<text top=\"%d\" left=\"60\" width=\"250\" height=\"15\" font=\"1\">Left column line %d, 20%02d</text>\n", 200+20*i, i, 10+i%10)
		fmt.Fprintf(&b, "<text top=\"%d\" left=\"500\" width=\"250\" height=\"15\" font=\"1\">Right column entry number %d with words</text>\n", 200+20*i, i)
	}
	b.WriteString("</page>\n<page number=\"2\" position=\"absolute\" top=\"0\" left=\"0\" height=\"1188\" width=\"918\">\n")
	b.WriteString("<text top=\"40\" left=\"60\" width=\"300\" height=\"15\" font=\"1\">EDUCATION &#8211; B.Sc. Physics, 2019 ﬁne</text>\n</page>\n</pdf2xml>\n")
	return []byte(b.String())
}

// TestPDFXMLStreamMatchesWholeRead splits poppler-like output at every
// size from one byte up, and a page that gets a fragment after its
// </page> (which poppler never writes), and no </page> after it, must be
// laid out again.
func TestPDFXMLStreamMatchesWholeRead(t *testing.T) {
	out := twoPagesXML()
	for size := 1; size <= 64; size++ {
		var sizes []int
		for n := 0; n < len(out); n += size {
			sizes = append(sizes, size)
		}
		checkStreamMatchesBatch(t, out, sizes)
	}
	late := []byte(strings.Replace(string(out), "</pdf2xml>",
		`<page number="1"><text top="600" left="60" width="250" height="15" font="1">Late line of page one</text></pdf2xml>`, 1))
	checkStreamMatchesBatch(t, late, []int{len(late) - 20})
	if lines, _, _, _ := streamDecode(late, []int{len(late) - 20}); !strings.Contains(fmt.Sprint(lines), "Late line of page one") {
		t.Errorf("the late fragment of page 1 is missing: %+v", lines)
	}
}

// TestPDFXMLStreamLaysOutPagesAsTheyEnd checks that the work is done while
// the output arrives: after a page's </page>, before the end.
func TestPDFXMLStreamLaysOutPagesAsTheyEnd(t *testing.T) {
	out := twoPagesXML()
	d := newPDFXMLDecoder(true)
	cut := strings.Index(string(out), `<page number="2"`)
	d.decode(out[:cut], false)
	if _, ok := d.laid[1]; !ok || len(d.laid[1]) == 0 {
		t.Fatalf("page 1 not laid out when page 2 starts: %v", d.laid)
	}
}

// FuzzPDFXMLStream checks that decoding pdftohtml's XML as it arrives, in
// pieces of any size, gives exactly the lines, pages, links and error of
// reading it whole.
func FuzzPDFXMLStream(f *testing.F) {
	f.Add(twoPagesXML(), uint64(1))
	f.Add([]byte(`<pdf2xml><page number="1"><text top="1" left="2" width="3" height="4" font="0">a</text></page><page number="1"><text top="9" left="2" width="3" height="4">b</text></page></pdf2xml>`), uint64(7))
	f.Add([]byte(`<page number="2"><text top="1`), uint64(3))
	f.Add([]byte(`plain text, no XML`), uint64(5))
	f.Add([]byte(`<page number="1"><text top="1" left="1" width="1" height="1">a</text></page></pdf2xml><text top="2" left="1" width="1" height="1">b</text>`), uint64(9))
	f.Fuzz(func(t *testing.T, data []byte, seed uint64) {
		rng := rand.New(rand.NewPCG(seed, seed>>32))
		var sizes []int
		for n := 0; n < len(data); {
			s := 1 + rng.IntN(64)
			sizes = append(sizes, s)
			n += s
		}
		checkStreamMatchesBatch(t, data, sizes)
	})
}
