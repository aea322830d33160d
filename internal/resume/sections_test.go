package resume

import "testing"

func TestHeadingsInTheLanguagesResumesArriveIn(t *testing.T) {
	tests := []struct {
		text string
		bold bool
		want Section
	}{
		{"EDUCATION", false, SecEducation},
		{"Work Experience", false, SecExperience},
		{"Workshops Attended", true, SecOther},
		{"Positions of Responsibility", false, SecAchievements},
		{"Berufserfahrung", false, SecExperience},
		{"Akademischer Werdegang", false, SecEducation},
		{"Programmierkenntnisse", false, SecSkills},
		{"Sprachkenntnisse", false, SecOther},
		{"Veröffentlichungen", false, SecPublications},
		{"Formação Acadêmica", false, SecEducation},
		{"Experiência Profissional", false, SecExperience},
		{"Prêmios e Conquistas", false, SecAchievements},
		{"Experiencia Laboral", false, SecExperience},
		{"Formación Académica", false, SecEducation},
		{"Expérience professionnelle", false, SecExperience},
		{"Compétences techniques", false, SecSkills},
		{"Образование", false, SecEducation},
		{"Опыт работы", false, SecExperience},
		{"Ключевые навыки", false, SecSkills},
		{"Публикации", false, SecPublications},
		{"教育背景", false, SecEducation},
		{"教 育 背 景", false, SecEducation},
		{"【工作经历】", false, SecExperience},
		{"项目经历", false, SecProjects},
		{"获奖情况", false, SecAchievements},
		{"学歴", false, SecEducation},
		{"職務経歴", false, SecExperience},
		// Not headings: document titles, content lines, a university and
		// its degree in Chinese (which holds the skills word 技术).
		{"Lebenslauf", true, ""},
		{"Curriculum Vitae", true, ""},
		{"РЕЗЮМЕ", true, ""},
		{"个人简历", false, ""},
		{"北京大学 计算机科学与技术 本科", false, ""},
		{"Dean's Honor Roll", true, ""},
		{"Led the education platform team", false, ""},
	}
	for _, tc := range tests {
		if got := headingOf(Line{Text: tc.text, Bold: tc.bold}); got != tc.want {
			t.Errorf("headingOf(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}
