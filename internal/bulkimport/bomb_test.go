package bulkimport_test

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/flate"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// bombChild names, in the environment of the re-executed test binary, the
// folder holding the bombs to upload.
const bombChild = "HIREKIT_TEST_ZIPBOMB_DIR"

// bombSize is what the extra part of each bomb inflates to: review 3's
// 1.5 GiB of zeros, about 1.5 MB deflated.
const bombSize = 3 << 29

// TestZipBombPeakMemory sends review 3's zip bomb (a valid one-sheet
// workbook plus an extra part of 1.5 GiB of zeros) and a variant whose
// central directory says the part holds 1,000 bytes, through the real
// upload route, on both engines, in a child process, and asserts that
// each is refused with a 4xx and that the child's peak resident memory
// (VmHWM) stayed under 200 MB. Before the fix the route answered 200 and
// the peak passed 4 GB.
func TestZipBombPeakMemory(t *testing.T) {
	t.Parallel()
	if dir := os.Getenv(bombChild); dir != "" {
		uploadBombs(t, dir)
		return
	}
	dir := t.TempDir()
	writeBomb(t, filepath.Join(dir, "bomb.xlsx"), false)
	writeBomb(t, filepath.Join(dir, "lying.xlsx"), true)
	cmd := exec.Command(os.Args[0], "-test.run=^TestZipBombPeakMemory$", "-test.count=1")
	cmd.Env = append(os.Environ(), bombChild+"="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	answers, peakKB := 0, -1
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.SplitN(sc.Text(), " ", 5)
		switch {
		case len(f) == 5 && f[0] == "ZIPBOMB-ANSWER":
			answers++
			status, _ := strconv.Atoi(f[3])
			t.Logf("%s on %s: %d %s", f[2], f[1], status, f[4])
			if status < 400 || status > 499 || !strings.Contains(f[4], "cannot be imported") {
				t.Errorf("%s on %s: got %d %s, want a 4xx refusal saying it cannot be imported", f[2], f[1], status, f[4])
			}
		case len(f) == 2 && f[0] == "ZIPBOMB-VMHWM-KB":
			peakKB, _ = strconv.Atoi(f[1])
		}
	}
	if answers != 4 || peakKB < 0 {
		t.Fatalf("child printed %d answers and peak %d kB, want 4 and a peak:\n%s", answers, peakKB, out)
	}
	t.Logf("peak resident memory of the child: %d MB", peakKB>>10)
	if peakKB >= 200<<10 {
		t.Errorf("peak resident memory %d MB, want under 200 MB", peakKB>>10)
	}
}

// uploadBombs runs in the child: each bomb is posted to the bulk-import
// route as a TA, on each engine, and the answers and VmHWM printed.
func uploadBombs(t *testing.T, dir string) {
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		tm := apptest.MustTeam(t, srv.App, "bombers")
		job := apptest.MustCreateRequisition(t, tm.Ctx(t, recruit.RoleAdmin), srv.App, apptest.JobInput("Backend engineer"))
		for _, name := range []string{"bomb.xlsx", "lying.xlsx"} {
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			r := srv.Upload(t, fmt.Sprintf("/api/v1/requisitions/%d/bulk-imports", job.ID), tm.Tokens[recruit.RoleTA], nil, "sheet", name, data)
			fmt.Printf("ZIPBOMB-ANSWER %s %s %d %s\n", db.Engine, name, r.Status, strings.ReplaceAll(r.Body, "\n", " "))
		}
	})
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			fmt.Printf("ZIPBOMB-VMHWM-KB %s\n", strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
		}
	}
}

// writeBomb writes to path a valid workbook (a header row and one row)
// with an extra part xl/media/bomb.bin of bombSize zero bytes, deflated.
// When lying, the central directory declares the part 1,000 bytes long.
func writeBomb(t *testing.T, path string, lying bool) {
	t.Helper()
	wb := excelize.NewFile()
	wb.SetSheetRow("Sheet1", "A1", &[]any{"Name", "Email", "Phone"})
	wb.SetSheetRow("Sheet1", "A2", &[]any{"Grace Hopper", "grace@example.com", "+91 98765 43210"})
	var book bytes.Buffer
	if err := wb.Write(&book); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(book.Bytes()), int64(book.Len()))
	if err != nil {
		t.Fatal(err)
	}
	out, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	zw := zip.NewWriter(out)
	for _, f := range zr.File {
		if err := zw.Copy(f); err != nil {
			t.Fatal(err)
		}
	}
	deflated, crc := deflatedZeros(bombSize)
	fh := &zip.FileHeader{Name: "xl/media/bomb.bin", Method: zip.Deflate, CRC32: crc,
		CompressedSize64: uint64(deflated.Size()), UncompressedSize64: bombSize}
	if lying {
		fh.UncompressedSize64, fh.CRC32 = 1000, crc32.ChecksumIEEE(make([]byte, 1000))
	}
	w, err := zw.CreateRaw(fh)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(w, deflated); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
}

// deflatedZeros is a deflate stream of n zero bytes (n a whole number of
// MiB) and their CRC-32. Deflating 1.5 GiB takes seconds; but after the
// first MiB the compressor's output for each further MiB of zeros, ended
// by a sync flush, is the same bytes, so the stream is the first
// segment, that one repeated, and the final block.
func deflatedZeros(n int) (*io.SectionReader, uint32) {
	chunk := make([]byte, 1<<20)
	var buf bytes.Buffer
	fw, _ := flate.NewWriter(&buf, flate.BestCompression)
	segment := func() []byte {
		fw.Write(chunk)
		fw.Flush()
		b := bytes.Clone(buf.Bytes())
		buf.Reset()
		return b
	}
	first, next := segment(), segment()
	fw.Close()
	tail := bytes.Clone(buf.Bytes())
	crc := crc32.NewIEEE()
	var all bytes.Buffer
	all.Write(first)
	crc.Write(chunk)
	for range n/len(chunk) - 1 {
		all.Write(next)
		crc.Write(chunk)
	}
	all.Write(tail)
	return io.NewSectionReader(bytes.NewReader(all.Bytes()), 0, int64(all.Len())), crc.Sum32()
}
