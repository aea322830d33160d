package resume_test

import (
	"context"
	"testing"

	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
)

// Each case is one rule of the degree lexicon (data/degrees.tsv) or of
// the year rules around it; the fixtures are invented.
func TestDegreeLexiconRules(t *testing.T) {
	tests := []struct {
		name       string
		lines      []string
		grad, post int
	}{
		{"HochschulreifeIsSchool", []string{"Ausbildung", "Bachelor of Science Maschinenbau, Hochschule Musterstadt\t2019 – 2023",
			"Allgemeine Hochschulreife, Berufskolleg Musterstadt\t2016 – 2019"}, 2023, 0},
		{"ThesisLineStartsNoDegree", []string{"Ausbildung", "Bachelor of Science Informatik, Hochschule Musterstadt", "September 2019 – Februar 2023",
			"Thema der Bachelorarbeit: Ein Beispiel", "Fachoberschulreife, Realschule Musterstadt", "August 2013 – Juni 2019"}, 2023, 0},
		{"SpanishBachillerIsSchool", []string{"Estudios", "Título: Bachiller en Ciencias Naturales", "Institución: Colegio Ejemplo, Ciudad Ejemplo",
			"Período: 2008 - 2013"}, 0, 0},
		{"ALevelsAreSchool", []string{"EDUCATION", "A-levels: Mathematics, Physics, Chemistry\t2015"}, 0, 0},
		{"YearsOfStudyAreNoDegree", []string{"FORMATION", "2019 : LICENCE 1 à Institut Exemple, informatique de gestion",
			"2020 : LICENCE 2 à Institut Exemple, informatique de gestion"}, 0, 0},
		{"DiplomeDIngenieurAloneIsTheFirstDegree", []string{"Education", "École Exemple - Diplôme d'ingenieur", "Diplôme d'ingénieur en génie informatique",
			"2020-2023", "IUT Exemple - DUT", "Diplôme Universitaire de Technologie en informatique", "2018-2020"}, 2023, 0},
		{"DiplomeDIngenieurAfterALicenceIsPostgraduate", []string{"FORMATION", "Diplôme d'ingénieur, École Exemple\t2019 – 2022",
			"Licence Mathématiques, Université Exemple\t2016 – 2019"}, 2019, 2022},
		{"UnfinishedDegreeHasNoYear", []string{"Educación", "Institución: Universidad Ejemplo", "Título: Ingeniero Electrónico (avance: 70%)",
			"Período: 2014 - 2019"}, 0, 0},
		{"StartLabelAloneEndsNothing", []string{"Escolaridade", "Faculdade Exemplo, Cidade Exemplo", "Tecnólogo em análise de sistemas",
			"Início 03/08/2022 (duração de 2 anos)"}, 0, 0},
		{"GermanOngoingWord", []string{"Studium", "01/10/2019–andauernd\tMasterstudium Robotik", "Universität Musterstadt",
			"01/10/2015–30/09/2019\tBachelorstudium Maschinenbau", "Universität Musterstadt"}, 2019, 0},
		{"UniversityPreferredToACollege", []string{"Education", "2010 – 2013\tExample Professional College of Information Technologies",
			"2014 – 2018\tExample National University"}, 2018, 0},
		{"JapaneseUniversityGraduation", []string{"学歴", "2015年3月 例示高等学校卒業", "2015年4月 例示工業大学入学", "2019年3月 例示工業大学卒業",
			"2019年4月 例示工業大学院入学"}, 2019, 0},
		{"CertificateAbbreviationIsNoDegree", []string{"Education", "University: Example University, Bachelor Degree, Graduated on February 2010",
			"Certification", "Microsoft: MCA (Microsoft Certificate Of Achievement) Administering a Database 2014"}, 2010, 0},
		{"QuebecBaccalaureatEnIsABachelors", []string{"FORMATION", "Baccalauréat en génie logiciel, Université Exemple\t2016 – 2020",
			"DEC en sciences de la nature, Cégep Exemple\t2014 – 2016"}, 2020, 0},
		{"KoreanHeadingAndDegree", []string{"학력", "예시대학교", "컴퓨터공학과 / 학사 졸업", "2016.03 – 2020.02", "경력",
			"예시 주식회사 2020.03 – 현재"}, 2020, 0},
		{"KoreanEnrolledHasNoEnd", []string{"학력", "예시대학교 대학원 석사 재학", "2022.03 – 현재", "예시대학교 학사 졸업\t2018.03 – 2022.02"}, 2022, 0},
		{"ItalianLaureaTriennaleAndMagistrale", []string{"ISTRUZIONE", "Laurea magistrale in Informatica, Università di Esempio\t2019 – 2021",
			"Laurea triennale in Informatica, Università di Esempio\t2016 – 2019", "ESPERIENZA LAVORATIVA", "Sviluppatore, Esempio S.p.A.\t2021 – oggi"}, 2019, 2021},
		{"AccentedInstituteWithoutADegreeWord", []string{"FORMATION", "Université de Exemple, informatique\t2015 – 2018",
			"Lycée Exemple, baccalauréat général\t2015"}, 2018, 0},
		{"EnsinoSuperiorExpectedYear", []string{"Educação", "ensino médio completo", "ENSINO SUPERIOR - Faculdade Exemplo",
			"Engenharia de software, início em 2021, com formação esperada em 2025"}, 2025, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := resume.Fields(docOf(append([]string{"Pat Example", "pat@example.com"}, tc.lines...)...))
			if r.GraduationYear != tc.grad || r.PostGraduationYear != tc.post {
				t.Errorf("got %d and %d, want %d and %d (education %+v)", r.GraduationYear, r.PostGraduationYear, tc.grad, tc.post, r.Education)
			}
		})
	}
}

func TestGraduationYearFromADetailsTableWithABirthDate(t *testing.T) {
	r := resume.Fields(docOf("个人简历", "基本信息", "姓名: 王小明\t性别: 男", "生日: 1994-05-02\t在读学校: 示例理工大学", "QQ: 123456789\t毕业年份: 2017年",
		"技能概述", "熟练使用 Go"))
	if r.GraduationYear != 2017 {
		t.Errorf("got %d, want 2017 (education %+v)", r.GraduationYear, r.Education)
	}
}

func TestNamesFromFormsAndTitles(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  string
	}{
		{"FrenchGivenAndFamilyLabels", []string{"ETAT CIVIL", "Prénom : Awa", "Nom : NDIAYE", "E-mail : awa.n@example.sn"}, "Awa Ndiaye"},
		{"SurnameFirstInTheForm", []string{"- CV -", "PERSONAL DETAILS", "Surname\tPetrosyan", "Name\tAni", "E-mail\tani.p@example.am"}, "Ani Petrosyan"},
		{"NameThenSurname", []string{"Name\tOleg", "Surname\tKuznets", "email\toleg.k@example.com"}, "Oleg Kuznets"},
		{"GenericAndGivenKeepPrintOrder", []string{"Lebenslauf", "Name: Giulia Maria", "Vorname: Rossi", "E-Mail: giulia@example.ch"}, "Giulia Maria Rossi"},
		{"ReadingInBracketsDropped", []string{"職務経歴書", "氏名: 佐藤 花子 (さとう はなこ)", "職務要約"}, "佐藤花子"},
		{"MixedCasePhraseCountsLess", []string{"Final examinations passed in Lisbon", "Ana de la Cruz", "ac1984@example.pt"}, "Ana de la Cruz"},
		{"PostNominalLettersDropped", []string{"Jane Roe M.S.", "jr1990@example.com"}, "Jane Roe"},
		{"CJKNameClosedUp", []string{"履歴書", "山本 太郎", "yamamoto@example.jp"}, "山本太郎"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := resume.Fields(docOf(tc.lines...)).Name; got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestCoverLetterPageAndCompanyAreNotTheName(t *testing.T) {
	bold := fixture.HelveticaBold
	data := pdfOf(row{40, bold, "Bewerbung"}, row{16, bold, "Beispiel Maschinenbau GmbH"}, row{30, bold, "Jonas Becker"},
		row{0, "", "Musterweg 3, 12345 Musterstadt"}, row{0, "", "jonas.becker@example.de"})
	if r := resume.Parse(context.Background(), data, "cv.pdf"); r.Name != "Jonas Becker" {
		t.Errorf("got %q, want Jonas Becker", r.Name)
	}
}

func TestOneWordNameGoesOnInSmallerTypeInADOCX(t *testing.T) {
	w := fixture.Word{Body: []fixture.Paragraph{{Text: "Bekzod", Size: 16}, {Text: "Karimov Rustam o’g’li", Size: 9},
		{Text: "(Java developer)", Size: 16}, {Text: "Work Experience", Size: 16}, {Text: "2019 – 2021\tJava developer at Example Bank"},
		{Text: "Built the payment services of an online bank in Java and Spring Boot, with PostgreSQL and Kafka, for two million customers."},
		{Text: "Education", Size: 16}, {Text: "2015 – 2019\tExample National University, applied mathematics"}}}
	if r := resume.Parse(context.Background(), fixture.DOCX(w), "cv.docx"); r.Name != "Bekzod Karimov Rustam o’g’li" {
		t.Errorf("got %q (error %q)", r.Name, r.Error)
	}
}

func TestPhonesOfTheContactBlock(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  string
	}{
		{"TwoInOneField", []string{"Pat Example", "Mobile / Home Phone No. : +62 81234567890/ +62 21 55501234"}, "+62 81234567890; +62 21 55501234"},
		{"TwoInATextBoxEachOnce", []string{"Pat Example", "+201001234567", "+201119876543", "+20 100 123 4567"}, "+201001234567; +201119876543"},
		{"NumberGoingOnBelowItsLabel", []string{"Pat Example", "PERSONAL DETAILS", "Telephone number (mobile)\t091 23 45 67", "077 65 43 21",
			"E-mail\tpat@example.am"}, "091 23 45 67; 077 65 43 21"},
		{"JapanesePostalCodeIsNoPhone", []string{"Pat Example", "現住所\t〒123-4567\t090-1234-5678"}, "090-1234-5678"},
		{"USZipPlusFourIsNoPhone", []string{"Pat Example", "Frostville, MD 21000-1234; Phone: 301-555-0142"}, "301-555-0142"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := resume.Fields(docOf(tc.lines...)).PhoneNumber; got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestEmailRulesForRefereesDemosAndTruncations(t *testing.T) {
	r := resume.Fields(docOf("Pat Example", "pat.example@example.org", "Experiencia laboral", "Analista, Empresa Ejemplo",
		"Referencias: ana.ref@empresa-ejemplo.com.ar", "Admin panel (admin@demo.com / secret)"))
	if len(r.Emails) != 1 || r.Emails[0] != "pat.example@example.org" {
		t.Errorf("got %q, want only the candidate's address", r.Emails)
	}
	r = resume.Fields(docOf("Pat Example", "+880 1712345678", "patexample99@gmail"))
	if len(r.Emails) != 1 || r.Emails[0] != "patexample99@gmail" {
		t.Errorf("got %q, want the truncated address as printed", r.Emails)
	}
}

func TestProfileHandlePrintedAfterItsLabel(t *testing.T) {
	r := resume.Fields(docOf("Pat Example", "pat@example.com", "Links", "GitHub: PAT-codes", "LinkedIn – pat-example-42"))
	if r.Links["github"] != "https://github.com/PAT-codes" || r.Links["linkedin"] != "https://www.linkedin.com/in/pat-example-42" {
		t.Errorf("got %q", r.Links)
	}
}
