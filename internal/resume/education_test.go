package resume_test

import (
	"context"
	"reflect"
	"testing"

	"hirekit/internal/resume"
	"hirekit/internal/resume/fixture"
)

func TestGraduationYearsFromRangesLabelsAndDegreeWords(t *testing.T) {
	tests := []struct {
		name       string
		lines      []string
		grad, post int
	}{
		{"EnDashRange", []string{"EDUCATION", "Riverside State University\t2019–2023", "B.Sc. in Mathematics"}, 2023, 0},
		{"SlashAndTildeSeparators", []string{"EDUCATION", "Riverside State University, B.Sc. Chemistry\t09/2016 ~ 06/2020"}, 2020, 0},
		{"ApostropheYears", []string{"EDUCATION", "Riverside State University", "Bachelor of Arts\tAug ’19 – May ’23"}, 2023, 0},
		{"YearsGluedToWords", []string{"EDUCATION", "B.Sc. Computer Science2019–2023", "Riverside State University"}, 2023, 0},
		{"AcademicYearShortEnd", []string{"EDUCATION", "Riverside State University, BA Economics\t2016/20"}, 2020, 0},
		{"MonthAndTwoDigitYears", []string{"EDUCATION", "Riverside State University, BA Economics\tSep-16 – Jun-20"}, 2020, 0},
		{"UnnamedFirstDegreeBeforeAMasters", []string{"EDUCATION", "M.Sc. Robotics, Lakeview Institute of Technology\t2019 – 2021",
			"Computer Engineering, Riverside State University\t2015 – 2019", "Northside High School\t2015"}, 2019, 2021},
		{"OpenRangeThenGraduationLabel", []string{"EDUCATION", "Riverside State University, B.Sc. Physics\t2015–now", "Graduation: 2018-6"}, 2018, 0},
		{"ExpectedYearOnADegreeInProgress", []string{"EDUCATION", "Riverside State University\tOct 2022 – present", "Bachelor of Science in Informatics",
			"Expected graduation: May 2026"}, 2026, 0},
		{"InProgressWithoutAnEnd", []string{"EDUCATION", "Riverside State University\tOct 2022 – present", "Bachelor of Science in Informatics"}, 0, 0},
		{"CompleteRangeIgnoresAFellowshipsClassOf", []string{"EDUCATION", "Riverside State University\t2016 – 2021", "PhD in Biology",
			"Graduate fellowship (Class of 2019)", "Lakeview College\t2012 – 2016", "BS in Biology"}, 2016, 2021},
		{"SinceMeansInProgress", []string{"AUSBILDUNG", "Bachelorstudium Informatik, Universität Stuttgart\t2015 – 2018", "seit 2021 Masterstudium Informatik, Universität Stuttgart"}, 2018, 0},
		{"OpenRangeWithTrailingDash", []string{"EDUCATION", "Riverside State University, B.Sc. Physics\t2022 –"}, 0, 0},
		{"OnlyAMasters", []string{"EDUCATION", "Riverside State University\t2020 – 2022", "M.Sc. Data Science"}, 0, 2022},
		{"OnlyAMastersInPortuguese", []string{"FORMAÇÃO ACADÊMICA", "Mestrado em Engenharia Elétrica — Universidade Federal do Paraná\t2019 – 2021"}, 0, 2021},
		{"GermanDiplom", []string{"AUSBILDUNG", "Technische Universität Dresden\t2008 – 2013", "Diplom-Informatiker (Dipl.-Inf.)"}, 2013, 0},
		{"GermanBachelorAndMaster", []string{"Akademischer Werdegang", "Masterstudium Informatik, Universität Stuttgart\t2018 – 2020",
			"Bachelorstudium Informatik, Universität Stuttgart\t2015 – 2018", "Abitur, Goethe-Gymnasium\t2015"}, 2018, 2020},
		{"PortugueseBacharelado", []string{"Formação", "Bacharelado em Ciência da Computação", "Universidade Federal de Minas Gerais\t2014 – 2018"}, 2018, 0},
		{"SpanishLicenciatura", []string{"EDUCACIÓN", "Licenciatura en Informática, Universidad Nacional del Sur\t2010 – 2015",
			"Bachillerato, Colegio San José\t2009"}, 2015, 0},
		{"FrenchLicenceAndMaster", []string{"FORMATION", "Master Informatique, Université de Lille\t2019 – 2021", "Licence Informatique, Université de Lille\t2016 – 2019"}, 2019, 2021},
		{"RussianDegrees", []string{"Образование", "Новосибирский государственный университет", "Бакалавр, прикладная математика\t2012 – 2016",
			"Магистр, прикладная математика\t2016 – 2018"}, 2016, 2018},
		{"ChineseDegrees", []string{"教育背景", "2016.09 - 2020.06 华东师范大学 计算机科学与技术 本科", "2020.09 - 2023.06 华东师范大学 软件工程 硕士"}, 2020, 2023},
		{"JapaneseEnrolmentAndGraduationLines", []string{"学歴", "2015年4月 名古屋工業大学 工学部 入学", "2019年3月 名古屋工業大学 工学部 卒業",
			"2019年4月 名古屋工業大学 大学院 修士課程 入学", "2021年3月 名古屋工業大学 大学院 修士課程 修了"}, 2019, 2021},
		{"ErasmusUniversityIsAUniversity", []string{"EDUCATION", "Erasmus University Example, BSc Economics\t2015 – 2018"}, 2018, 0},
		{"ErasmusExchangeIsNoDegree", []string{"EDUCATION", "Erasmus exchange semester, Example Tech University, MSc courses\t2019",
			"Riverside State University, BSc Economics\t2015 – 2018"}, 2018, 0},
		{"DegreeWithAnInternship", []string{"EDUCATION", "B.Tech in Mechanical Engineering (with a one-semester internship), Example Institute of Technology\t2016 – 2020"}, 2020, 0},
		{"ResearchInternshipIsNoDegree", []string{"EDUCATION", "Summer research internship, Lakeview Institute of Science\t2019",
			"Riverside State University, BSc Physics\t2016 – 2020"}, 2020, 0},
		{"ExchangeSemesterIsNoDegree", []string{"EDUCATION", "Riverside State University, B.Sc. Physics\t2016 – 2020",
			"Exchange semester, Lakeview Institute of Technology, M.Sc. courses\t2019"}, 2020, 0},
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

func TestNonEnglishCVsEndToEnd(t *testing.T) {
	bold, uni, unib := fixture.HelveticaBold, fixture.Unicode, fixture.UnicodeBold
	type want struct {
		name, email string
		grad, post  int
		tags        []string
	}
	tests := []struct {
		name string
		data []byte
		want want
	}{
		{"GermanPDF", pdfOf(row{22, bold, "LEBENSLAUF"}, row{18, bold, "Katrin Vogel"}, row{0, "", "katrin.vogel@example.de | +49 151 2345 6789"},
			row{13, bold, "Berufserfahrung"}, row{0, "", "Softwareentwicklerin, Beispiel Logistik GmbH\t2020 – heute"},
			row{13, bold, "Ausbildung"}, row{0, "", "Master of Science Informatik, Technische Universität München\t2018 – 2020"},
			row{0, "", "Bachelor of Science Informatik, Universität Stuttgart\t2015 – 2018"}),
			want{"Katrin Vogel", "katrin.vogel@example.de", 2018, 2020, []string{resume.TagTopInstitute}}},
		{"PortuguesePDF", pdfOf(row{22, bold, "CURRÍCULO"}, row{18, bold, "Ana Beatriz Souza"}, row{0, "", "ana.souza@example.com.br"},
			row{13, bold, "Formação Acadêmica"}, row{0, "", "Bacharelado em Ciência da Computação, Universidade de São Paulo\t2014 – 2018"},
			row{13, bold, "Experiência Profissional"}, row{0, "", "Desenvolvedora, Exemplo Pagamentos S.A.\t2018 – atual"}),
			want{"Ana Beatriz Souza", "ana.souza@example.com.br", 2018, 0, []string{resume.TagTopInstitute}}},
		{"RussianPDF", pdfOf(row{22, unib, "Резюме"}, row{18, unib, "Иван Петров"}, row{0, "", "ivan.petrov@example.ru"},
			row{13, unib, "Образование"}, row{0, uni, "Бакалавр, Уральский федеральный университет, 2011 – 2015"},
			row{13, unib, "Опыт работы"}, row{0, uni, "Разработчик, ООО Пример, 2015 – н.в."}),
			want{"Иван Петров", "ivan.petrov@example.ru", 2015, 0, []string{resume.TagNone}}},
		{"ChinesePDF", pdfOf(row{22, unib, "张 伟"}, row{0, "", "zhang.wei@example.cn | 138 0013 8000"},
			row{13, unib, "教育背景"}, row{0, uni, "2016.09 - 2020.06 浙江大学 计算机科学与技术 本科"},
			row{13, unib, "获奖情况"}, row{0, uni, "ICPC 亚洲区域赛 银牌"}),
			want{"张伟", "zhang.wei@example.cn", 2020, 0, []string{resume.TagTopInstitute, resume.TagCompetitive}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := resume.Parse(context.Background(), tc.data, "cv.pdf")
			got := want{r.Name, r.Email, r.GraduationYear, r.PostGraduationYear, r.Tags}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}
