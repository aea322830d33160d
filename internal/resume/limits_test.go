package resume_test

import (
	"archive/zip"
	"bytes"
	"context"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
)

func TestUnparseableFilesEndWithAReason(t *testing.T) {
	manyPages := fixture.Doc{}
	for i := 0; i < resume.MaxPages+1; i++ {
		manyPages.Pages = append(manyPages.Pages, fixture.Page{Texts: filler()})
	}
	oversize := append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte{' '}, resume.MaxFileSize)...)
	tests := []struct {
		name string
		data []byte
		opts []resume.Option
		want string
	}{
		{"OversizeFile", oversize, nil, "File is larger than 10 MB"},
		{"TooManyPages", fixture.PDF(manyPages), nil, "PDF has more than 30 pages"},
		{"ZipBomb", zipBomb(t), nil, "DOCX expands beyond the size limit"},
		{"ScannedPDFWithTooLittleText", fixture.PDF(fixture.Doc{Pages: []fixture.Page{{Texts: []fixture.Text{{X: 50, Y: 50, S: "Scan 1"}}}}}), nil,
			"Too little text to read (scanned or image-only resume?)"},
		{"UnknownType", []byte("Name: Test\nThis is a plain text file, not a resume format we read."), nil, "File type not allowed!"},
		{"ZipWithoutWordDocument", plainZip(t), nil, "File type not allowed!"},
		{"PDFReaderMissing", fixture.ResumePDF(fixture.SamplePerson()), []resume.Option{resume.WithPath("")}, "Resume reader not installed"},
		{"DOCReaderMissing", []byte("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1" + strings.Repeat("\x00", 600)), []resume.Option{resume.WithPath(t.TempDir())}, "Resume reader not installed"},
		{"DamagedPDF", []byte("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF"), nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := resume.NewExtractor(tc.opts...).Parse(context.Background(), tc.data, "x")
			if tc.want == "" {
				if r.Error == "" {
					t.Fatalf("got no error, want one")
				}
			} else if r.Error != tc.want {
				t.Errorf("got error %q, want %q", r.Error, tc.want)
			}
			if r.Score != -1 || len(r.Tags) != 0 {
				t.Errorf("got score %v and tags %q, want -1 and none", r.Score, r.Tags)
			}
		})
	}
}

func TestDOCXReaderNeedsNoExternalTool(t *testing.T) {
	r := resume.NewExtractor(resume.WithPath("")).Parse(context.Background(), fixture.ResumeDOCX(fixture.SamplePerson()), "x.docx")
	if r.Error != "" || r.Name != "Asha Verma" {
		t.Errorf("got error %q name %q, want no error and Asha Verma", r.Error, r.Name)
	}
}

func TestReaderIsKilledAtTheTimeout(t *testing.T) {
	dir := t.TempDir()
	writeScript(t, dir, "pdftohtml", "#!/bin/sh\nsleep 30\n")
	ex := resume.NewExtractor(resume.WithPath(dir+":/usr/bin:/bin"), resume.WithTimeout(300_000_000))
	r := ex.Parse(context.Background(), fixture.ResumePDF(fixture.SamplePerson()), "x.pdf")
	if r.Error != "Resume reader timed out" {
		t.Errorf("got error %q, want %q", r.Error, "Resume reader timed out")
	}
}

func TestReaderRunsWithAnEmptyEnvironmentAndLimits(t *testing.T) {
	dir := t.TempDir()
	// The fake reader prints, as pdftohtml XML text, its environment and
	// its resource limits (sleeping first, so that limits set after the
	// start would show too).
	writeScript(t, dir, "pdftohtml", `#!/bin/sh
sleep 0.2
echo '<pdf2xml><page number="1"><fontspec id="0" size="12" family="Helvetica"/>'
for v in $(env | cut -d= -f1 | sort); do echo "<text top=\"10\" left=\"10\" width=\"100\" height=\"12\" font=\"0\">env $v</text>"; done
echo "<text top=\"10\" left=\"10\" width=\"100\" height=\"12\" font=\"0\">limits as $(ulimit -v) cpu $(ulimit -t) files $(ulimit -n) processes $(ulimit -p) core $(ulimit -c)</text>"
echo '<text top="30" left="10" width="400" height="12" font="0">padding text so that the file has more than one hundred characters of text in it</text></page></pdf2xml>'
`)
	t.Setenv("HIREKIT_SECRET", "must-not-leak")
	// The tools the script uses, and no prlimit(1): the limits must come
	// from the stop at the reader's exec.
	tools := t.TempDir()
	for _, name := range []string{"sleep", "env", "cut", "sort"} {
		if err := os.Symlink("/usr/bin/"+name, filepath.Join(tools, name)); err != nil {
			t.Fatal(err)
		}
	}
	ex := resume.NewExtractor(resume.WithPath(dir+":"+tools), resume.WithMemoryLimit(300<<20), resume.WithTimeout(5*time.Second))
	doc, err := ex.Extract(context.Background(), fixture.ResumePDF(fixture.SamplePerson()))
	if err != nil {
		t.Fatal(err)
	}
	text := doc.Text()
	if strings.Contains(text, "HIREKIT_SECRET") {
		t.Errorf("the reader saw the server's environment:\n%s", text)
	}
	// 300 MB in KB, 5 s plus one, 64 files, no child processes, no core.
	if want := "limits as 307200 cpu 6 files 64 processes 0 core 0"; !strings.Contains(text, want) {
		t.Errorf("got no %q in the reader:\n%s", want, text)
	}
	if !ex.Sandbox().LimitsBeforeExec {
		t.Errorf("got limits set after the reader started, want them set at its exec (tracing the reader)")
	}
}

// TestReaderSeesOnlyItsInput runs a fake reader that tries to read a file
// of the server's, the server's /proc and the network. Where the kernel
// has Landlock and allows network namespaces (this project's CI machine
// does), each must fail.
func TestReaderSeesOnlyItsInput(t *testing.T) {
	dir := t.TempDir()
	secret := filepath.Join(t.TempDir(), "hirekit.db")
	if err := os.WriteFile(secret, []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	writeScript(t, dir, "pdftohtml", `#!/bin/sh
try() { if "$@" >/dev/null 2>&1; then echo yes; else echo no; fi; }
file=$(try cat `+secret+`)
proc=$(try cat /proc/`+strconv.Itoa(os.Getpid())+`/environ)
input=$(try head -c 4 /dev/fd/3)
net=$(try perl -MIO::Socket::INET -e 'exit(IO::Socket::INET->new(PeerAddr => "`+ln.Addr().String()+`", Timeout => 2) ? 0 : 1)')
echo '<pdf2xml><page number="1"><fontspec id="0" size="12" family="Helvetica"/>'
echo "<text top=\"10\" left=\"10\" width=\"100\" height=\"12\" font=\"0\">file $file proc $proc input $input net $net</text>"
echo '<text top="30" left="10" width="400" height="12" font="0">padding text so that the file has more than one hundred characters of text in it</text>'
echo '<text top="50" left="10" width="400" height="12" font="0">and a second line of padding text, as the first alone is a little short</text></page></pdf2xml>'
`)
	ex := resume.NewExtractor(resume.WithPath(dir + ":/usr/bin:/bin"))
	doc, err := ex.Extract(context.Background(), fixture.ResumePDF(fixture.SamplePerson()))
	if err != nil {
		t.Fatal(err)
	}
	st := ex.Sandbox()
	if !st.FilesystemIsolated || !st.NetworkIsolated {
		t.Fatalf("got sandbox %+v, want file system and network isolation (Landlock and network namespaces)", st)
	}
	if want := "file no proc no input yes net no"; !strings.Contains(doc.Text(), want) {
		t.Errorf("got %q, want %q", doc.Text(), want)
	}
}

func TestServerIsNotDumpable(t *testing.T) {
	if err := resume.ProtectServer(); err != nil {
		t.Fatal(err)
	}
	// prctl(PR_GET_DUMPABLE), exported for the test.
	if resume.Dumpable() {
		t.Errorf("got a dumpable process, want one that is not")
	}
}

func writeScript(t *testing.T, dir, name, body string) {
	t.Helper()
	if err := writeFile(dir+"/"+name, body); err != nil {
		t.Fatal(err)
	}
}

// zipBomb is a DOCX whose document part inflates to more than the limit.
func zipBomb(t *testing.T) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, _ := zw.Create("word/document.xml")
	chunk := bytes.Repeat([]byte("<w:t>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa</w:t>"), 1<<14)
	for n := 0; n <= resume.MaxDOCXInflated; n += len(chunk) {
		w.Write(chunk)
	}
	zw.Close()
	return buf.Bytes()
}

func plainZip(t *testing.T) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, _ := zw.Create("notes.txt")
	w.Write([]byte("hello"))
	zw.Close()
	return buf.Bytes()
}

func TestServerKeepsItsNetworkWhileReadersHaveNone(t *testing.T) {
	data := fixture.ResumePDF(fixture.SamplePerson())
	errs := make(chan string, 8)
	for i := 0; i < 8; i++ {
		go func() {
			r := resume.Parse(context.Background(), data, "x.pdf")
			// Loopback is down in a fresh network namespace: if this
			// goroutine ran on the readers' thread, listening would fail.
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err == nil {
				var c net.Conn
				c, err = net.Dial("tcp", ln.Addr().String())
				if err == nil {
					c.Close()
				}
				ln.Close()
			}
			switch {
			case r.Error != "":
				errs <- "parse: " + r.Error
			case err != nil:
				errs <- "network: " + err.Error()
			default:
				errs <- ""
			}
		}()
	}
	for i := 0; i < 8; i++ {
		if e := <-errs; e != "" {
			t.Errorf("got %s, want a parse and a loopback connection", e)
		}
	}
}

// TestPDFFieldsReadEarlyAreKeptOnlyIfTheReaderSucceeds: a PDF's fields are
// read as soon as pdftohtml has written </pdf2xml>, before it exits. A
// reader that then fails, or writes more, must not leave those fields in
// the result.
func TestPDFFieldsReadEarlyAreKeptOnlyIfTheReaderSucceeds(t *testing.T) {
	const xml = `<pdf2xml><page number="1"><fontspec id="0" size="12" family="Helvetica"/>
<text top="10" left="10" width="200" height="12" font="0">Maria Santos</text>
<text top="30" left="10" width="400" height="12" font="0">maria.santos@example.com, padding text so that the file has more than one hundred characters</text>
</page></pdf2xml>`
	for _, tc := range []struct {
		name, after, wantErr, wantText string
	}{
		{"FailsAfter", "exit 3", "Resume file is damaged or encrypted", ""},
		{"WritesMoreAfter", `echo '<page number="1"><text top="50" left="10" width="400" height="12" font="0">A late line</text></page>'`, "", "A late line"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			writeScript(t, dir, "pdftohtml", "#!/bin/sh\necho '"+xml+"'\nsleep 0.2\n"+tc.after+"\n")
			r := resume.NewExtractor(resume.WithPath(dir+":/usr/bin:/bin")).Parse(context.Background(), fixture.ResumePDF(fixture.SamplePerson()), "x.pdf")
			if r.Error != tc.wantErr || !strings.Contains(r.Text, tc.wantText) {
				t.Errorf("got error %q and text %q, want error %q and text holding %q", r.Error, r.Text, tc.wantErr, tc.wantText)
			}
			if tc.wantErr == "" && r.Name != "Maria Santos" {
				t.Errorf("got name %q, want Maria Santos", r.Name)
			}
		})
	}
}
