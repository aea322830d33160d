package resume

import "strings"

// headingClasses lists the words that give a heading its section, in order
// of precedence ("Research Experience" is experience, "Research" alone
// publications; "Academic Projects" is education). Resumes arrive in
// English, German, Portuguese, Spanish, French, Russian, Chinese and
// Japanese, so each class carries its words in all of them; CJK words are
// matched inside the line (see headingOf), the others as whole words.
var headingClasses = []struct {
	sec   Section
	words []string
}{
	{SecReferences, []string{"references", "referees", "reference",
		"referenzen", "referências", "referencias", "références", "рекомендации", "推荐人", "推薦者"}},
	{SecEducation, []string{"education", "educational", "academic", "academics", "academia", "qualification", "qualifications", "schooling",
		"ausbildung", "bildung", "bildungsweg", "studium", "schulbildung", "hochschulbildung", "akademischer", "akademische",
		"educação", "formação", "escolaridade", "acadêmica", "académica", "acadêmico", "académico",
		"educación", "formación", "estudios",
		"formation", "formations", "éducation", "études", "diplômes", "cursus", "scolarité",
		"образование", "教育", "学历", "学歴"}},
	{SecPublications, []string{"publications", "publication", "papers", "published",
		"veröffentlichungen", "publikationen", "publicações", "publicaciones", "публикации", "статьи",
		"论文", "发表", "論文", "業績", "出版物"}},
	{SecOpenSource, []string{"open", "contributions", "contribution"}},
	{SecExperience, []string{"experience", "experiences", "employment", "internship", "internships", "work",
		"erfahrung", "berufserfahrung", "praxiserfahrung", "arbeitserfahrung", "berufspraxis", "praktika", "praktikum", "werdegang", "beschäftigung", "tätigkeiten", "berufstätigkeit",
		"experiência", "experiências", "estágio", "estágios", "trabalho", "atuação", "emprego",
		"experiencia", "experiencias", "laboral", "empleo", "prácticas", "trayectoria",
		"expérience", "expériences", "stages", "emploi", "parcours",
		"опыт", "стаж", "деятельность", "карьера",
		"工作", "实习", "任职", "職歴", "経歴", "職務", "勤務"}},
	{SecProjects, []string{"projects", "project",
		"projekte", "projekt", "projetos", "projeto", "projectos", "proyectos", "proyecto", "projets", "projet", "проекты", "проект",
		"项目", "プロジェクト", "開発実績"}},
	{SecAchievements, []string{"achievements", "achievement", "awards", "award", "honors", "honours", "accomplishments", "competitions",
		"activities", "responsibility", "responsibilities", "leadership", "scholarships", "distinctions", "recognition",
		"auszeichnungen", "preise", "erfolge", "ehrungen", "stipendien",
		"prêmios", "prémios", "premiações", "conquistas", "realizações", "distinções", "atividades",
		"premios", "logros", "reconocimientos", "distinciones", "actividades",
		"prix", "récompenses", "réalisations", "activités",
		"награды", "достижения",
		"获奖", "荣誉", "竞赛", "奖项", "奖励", "受賞", "表彰", "実績"}},
	{SecSkills, []string{"skills", "skill", "technologies", "competencies", "strengths", "expertise",
		"kenntnisse", "fähigkeiten", "kompetenzen", "fertigkeiten",
		"habilidades", "competências", "conhecimentos", "aptidões",
		"competencias", "conocimientos", "aptitudes", "destrezas",
		"compétences", "connaissances",
		"навыки", "умения", "компетенции", "технологии",
		"技能", "技术", "专长", "スキル", "技術"}},
	{SecSummary, []string{"summary", "objective", "profile", "about", "overview",
		"profil", "kurzprofil", "zusammenfassung",
		"resumo", "perfil", "objetivo", "objetivos",
		"resumen", "objectif",
		"себе", "цель", "профиль",
		"简介", "自我评价", "求职意向", "个人总结", "自己pr", "自己紹介", "概要"}},
	{SecOther, []string{"certifications", "certificates", "courses", "coursework", "languages", "language", "interests", "hobbies", "contact", "volunteer",
		"volunteering", "training", "extracurricular", "information", "details", "declaration", "philosophy", "research",
		"workshops", "seminars", "conferences", "talks", "presentations",
		"sprachen", "sprachkenntnisse", "zertifikate", "zertifizierungen", "weiterbildung", "kurse", "interessen", "hobbys", "kontakt", "daten", "ehrenamt",
		"idiomas", "línguas", "certificações", "certificados", "cursos", "interesses", "contato", "contacto", "dados", "voluntariado",
		"certificaciones", "intereses", "datos",
		"langues", "cours", "intérêts", "loisirs", "informations", "bénévolat",
		"языки", "сертификаты", "курсы", "интересы", "хобби", "контакты", "информация", "данные",
		"科研", "证书", "语言", "兴趣", "爱好", "个人信息", "基本信息", "联系方式", "培训", "資格", "語学", "趣味", "連絡先", "基本情報", "研修"}},
}

// headingFiller are words a heading may carry besides its class word.
var headingFiller = wordSet(`and of & my me technical professional relevant selected key core personal other additional recent history
	career background source info tools profile work research academic positions life most proud a day in summary s attended
	und der die das des berufliche beruflicher persönliche persönliches weitere sonstige schulische schulischer praktische technische it edv über mich meine
	e de da do das dos profissional profissionais técnicas técnicos pessoais outras adicionais complementar complementares sobre mim histórico
	y del la el los las profesional técnicas personales otros otras adicional mí
	et des du le les professionnelle professionnelles professionnel techniques personnelles autres complémentaire complémentaires à propos d
	и о об работы профессиональный профессиональные ключевые дополнительная дополнительное личная личные основные трудовая научные
	peer reviewed refereed journal journals books articles
	经历 經歷`)

// cjkHeadingFiller are the characters a CJK heading may add to its class
// word ("教育背景", "工作经历", "获奖情况", "【专业技能】").
var cjkHeadingFiller = []string{"经历", "經歷", "背景", "情况", "信息", "个人", "專業", "专业", "相关", "主要", "其他", "及", "与", "和", "、", "・", "经验", "歴", "書"}

// docTitles are the words for "resume" that head a document as its title.
// A title is neither a heading (the header block goes on below it) nor a
// name.
var docTitles = wordSet(`resume résumé cv curriculum vitae vitæ lebenslauf currículo curriculo hoja vida резюме
	автобиография 简历 簡歷 个人简历 個人簡歷 履历 履歴書 職務経歴書`)

// isDocTitle reports whether a line is only a document title ("RESUME",
// "Curriculum Vitae", "Lebenslauf", "Резюме", "个人简历").
func isDocTitle(t string) bool {
	t = strings.ToLower(strings.Trim(strings.TrimSpace(t), ":-–—|•*#"))
	if t == "" || len([]rune(t)) > 30 {
		return false
	}
	if docTitles[strings.ReplaceAll(t, " ", "")] {
		return true
	}
	titled := false
	for _, w := range letterRuns(t) {
		switch {
		case w == "de" || w == "of" || w == "my":
		case docTitles[w]:
			titled = true
		default:
			return false
		}
	}
	return titled
}

// headingSuffixes classify German compounds the lists do not hold
// ("Auslandserfahrung", "Programmierkenntnisse", "Hochschulausbildung").
var headingSuffixes = []struct {
	suffix string
	sec    Section
}{
	{"sprachkenntnisse", SecOther}, {"kenntnisse", SecSkills}, {"erfahrung", SecExperience}, {"ausbildung", SecEducation},
	{"bildung", SecEducation}, {"projekte", SecProjects}, {"praktika", SecExperience}, {"sprachen", SecOther},
}

// headingIndex maps each class word to its section, built once.
var headingIndex = func() map[string]Section {
	m := map[string]Section{}
	for _, hc := range headingClasses {
		for _, w := range hc.words {
			if _, ok := m[w]; !ok {
				m[w] = hc.sec
			}
		}
	}
	return m
}()

// classOf returns the section a lower-case heading word names, or "".
func classOf(w string) Section {
	if s, ok := headingIndex[w]; ok {
		return s
	}
	if len([]rune(w)) >= 8 {
		for _, hs := range headingSuffixes {
			if strings.HasSuffix(w, hs.suffix) {
				return hs.sec
			}
		}
	}
	return ""
}
