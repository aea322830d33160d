// Command match measures the match score against labelled pairs of a demo
// job and a corpus resume (bench/match/README.md has the labelling rule):
//
//	go run ./bench/match [-corpus DIR] [-labels FILE] [-v]
//
// The corpus is read in place and never copied.
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"hirekit/internal/demo"
	"hirekit/internal/match"
	"hirekit/internal/resume"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "match:", err)
		os.Exit(1)
	}
}

// year is the year the labels were written in: an ongoing role ends at the
// latest year a resume prints, up to this one.
const year = 2026

var labelNames = []string{"Weak", "Moderate", "Good"}

type pair struct{ file, job, label string }

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	def := os.Getenv("HIREKIT_CORPUS_DIR")
	if def == "" {
		def = "../shared/corpus/resumes"
	}
	corpus := fs.String("corpus", def, "corpus directory")
	labelsPath := fs.String("labels", "bench/match/labels.tsv", "labelled pairs (file, job, label)")
	verbose := fs.Bool("v", false, "print every disagreement with the scorer's reasons")
	if err := fs.Parse(args); err != nil {
		return err
	}
	pairs, err := readPairs(*labelsPath)
	if err != nil {
		return err
	}
	jobs := map[string]match.Job{}
	for _, j := range demo.Jobs() {
		jobs[j.Key] = match.Job{Title: j.Input.Title, Description: j.Input.Description,
			MinYears: j.Input.MinExperience, MaxYears: j.Input.MaxExperience}
	}
	ctx := context.Background()
	parsed := map[string]match.Candidate{}
	var confusion [3][3]int // [label][score]
	agree := 0
	for _, p := range pairs {
		job, ok := jobs[p.job]
		if !ok {
			return fmt.Errorf("%s: no demo job %q", p.file, p.job)
		}
		want := indexOf(labelNames, p.label)
		if want < 0 {
			return fmt.Errorf("%s: unknown label %q", p.file, p.label)
		}
		c, ok := parsed[p.file]
		if !ok {
			res := resume.ParseFile(ctx, filepath.Join(*corpus, p.file))
			if res.Error != "" {
				return fmt.Errorf("%s: %s", p.file, res.Error)
			}
			c = match.FromResume(res.Text, res.Skills, res.Experience)
			c.Year = year
			parsed[p.file] = c
		}
		got := match.Score(job, c)
		if got.Score < 0 {
			return fmt.Errorf("%s: no score (%s)", p.file, strings.Join(got.Reasons, "; "))
		}
		confusion[want][got.Score]++
		if got.Score == want {
			agree++
		} else if *verbose {
			fmt.Fprintf(out, "%-60s %-16s label %-8s score %-8s %s\n", p.file, p.job, p.label, labelNames[got.Score], strings.Join(got.Reasons, "; "))
		}
	}
	fmt.Fprintf(out, "pairs %d, resumes %d, agreement %d/%d = %.1f%% (target 85%%)\n\n", len(pairs), len(parsed), agree, len(pairs), 100*float64(agree)/float64(len(pairs)))
	fmt.Fprintf(out, "%-16s %8s %8s %8s\n", "label \\ score", labelNames[0], labelNames[1], labelNames[2])
	for i, row := range confusion {
		fmt.Fprintf(out, "%-16s %8d %8d %8d\n", labelNames[i], row[0], row[1], row[2])
	}
	return nil
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}

func readPairs(path string) ([]pair, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []pair
	sc := bufio.NewScanner(f)
	for n := 0; sc.Scan(); n++ {
		cols := strings.Split(sc.Text(), "\t")
		if n == 0 || len(cols) == 1 && cols[0] == "" {
			continue
		}
		if len(cols) != 3 {
			return nil, fmt.Errorf("%s:%d: want 3 columns", path, n+1)
		}
		out = append(out, pair{cols[0], cols[1], cols[2]})
	}
	return out, sc.Err()
}
