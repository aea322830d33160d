package resume

import (
	"strings"
)

// Labels around the years of an education entry that say a year is not
// when a degree ended.

// birthLabels mark a date of birth, whose year is no year of study.
var birthLabels = newHints("birth", "born", "geboren", "geburts", "naissance", "nacimiento", "nascimento", "nato il", "nata il",
	"рождения", "生日", "出生", "生年月日", "생년월일")

// withoutBirthDate drops the tab-separated cells of s that hold a date of
// birth ("生日: 1993-08-21\t在读学校: …" keeps only the school).
func withoutBirthDate(s string) string {
	lower := strings.ToLower(s)
	if !birthLabels.in(lower) {
		return s
	}
	cells := strings.Split(s, "\t")
	kept := cells[:0]
	for _, c := range cells {
		if !birthLabels.in(strings.ToLower(c)) {
			kept = append(kept, c)
		}
	}
	return strings.Join(kept, "\t")
}

// startLabels and startLabelRe mark a year as the start of studies
// ("Início 03/08/2022", "Beginn 2021", "start: 2022"): alone, it ends nothing.
var (
	startLabels  = newHints("início", "inicio", "start", "beginn", "begonnen", "début", "comienzo", "inizio", "入学", "入学", "开始")
	startLabelRe = mustRx(`(?i)\b(in[íi]cio|start(ed|ing)?|beginn|begonnen|d[ée]but|comienzo|inizio)\b|开始`)
)
