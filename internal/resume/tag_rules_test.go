package resume_test

import (
	"reflect"
	"strings"
	"testing"

	"hirekit/internal/resume"
)

// TestTagRulesAcrossKinds covers the kinds of tag miss of issue 25, one
// rule a case, with made-up people, firms, projects and events.
func TestTagRulesAcrossKinds(t *testing.T) {
	head := []string{"Mara Quist", "mara.quist@example.org"}
	tests := []struct {
		name     string
		lines    []string
		want     []string
		evidence string // the evidence must be exactly this, when given
		contains string // or hold this
	}{
		// Hackathon wins: placings, runner-up, prizes beside a final.
		{"RunnerUp", []string{"AWARDS", "Runner-Up, Example City Hackathon 2021"}, []string{resume.TagHackathon}, "", "Runner-Up"},
		{"SecondRunnerUp", []string{"AWARDS", "2nd Runner Up at the Riverbank Hackathon, 2020"}, []string{resume.TagHackathon}, "", "Runner Up"},
		{"FinalistWithPrize", []string{"AWARDS", "Finalist at the Lakeside Hackathon 2022 and won the Best UI prize"}, []string{resume.TagHackathon}, "", "Best UI prize"},
		{"FinalistAlone", []string{"AWARDS", "Finalist, Lakeside Hackathon 2022"}, []string{resume.TagNone}, "", ""},
		{"HostNamedInThePassive", []string{"AWARDS", "Won 2nd prize in a hackathon organized by Acme Labs, 2019"}, []string{resume.TagHackathon}, "", "2nd prize"},
		{"OrganiserIsNoWinner", []string{"AWARDS", "Organized the Example Hackathon 2022 with 40 teams and prizes"}, []string{resume.TagNone}, "", ""},
		{"CTFIsNoHackathon", []string{"AWARDS", "1st place, Example CTF Hacking Contest 2021"}, []string{resume.TagNone}, "", ""},
		{"HackTheBoxIsNoHackathon", []string{"AWARDS", "Top 5 on Hack The Box national ladder, 2022"}, []string{resume.TagNone}, "", ""},
		{"BootcampContestIsNoHackathon", []string{"AWARDS", "Winner, Example Coding Bootcamp hackathon week"}, []string{resume.TagNone}, "", ""},
		{"MLChallengeIsNoHackathon", []string{"AWARDS", "Rank 3, Example ML Challenge Hackathon 2023"}, []string{resume.TagNone}, "", ""},
		{"SchoolContestIsNoHackathon", []string{"AWARDS", "1st prize, inter-school hackathon 2016"}, []string{resume.TagNone}, "", ""},
		{"GermanPlacing", []string{"AUSZEICHNUNGEN", "1. Platz beim Beispiel-Hackathon 2021"}, []string{resume.TagHackathon}, "", "Platz"},
		{"FrenchLaureate", []string{"PRIX", "Lauréat du hackathon Exemple 2020"}, []string{resume.TagHackathon}, "", "Lauréat"},
		{"SpanishFirstPlace", []string{"LOGROS", "Primer lugar en el Hackatón Ejemplo 2019"}, []string{resume.TagHackathon}, "", "Primer lugar"},
		{"JapaneseWin", []string{"受賞", "サンプルハッカソン 優勝 (2022)"}, []string{resume.TagHackathon}, "", "優勝"},
		{"KoreanGrandPrize", []string{"수상", "2023 예시 해커톤 대상 수상"}, []string{resume.TagHackathon}, "", "대상"},
		{"ChineseFirstPrize", []string{"获奖", "示例黑客马拉松 一等奖 2021"}, []string{resume.TagHackathon}, "", "一等奖"},
		{"KoreanTakingPart", []string{"활동", "2023 예시 해커톤 참가"}, []string{resume.TagNone}, "", ""},
		{"LineUnderAHackathonsHeading", []string{"HACKATHONS", "1st place — Example Fintech Challenge 2022"}, []string{resume.TagHackathon},
			"HACKATHONS: 1st place — Example Fintech Challenge 2022", ""},
		{"LineUnderAHackathonWinsHeading", []string{"EXPERIENCE", "Acme Corp\t2020 – 2022", "Hackathon Wins", "Runner-up, Example Health Jam 2021"},
			[]string{resume.TagHackathon}, "", "Runner-up"},
		{"TakingPartUnderAHackathonsHeading", []string{"Hackathons", "Participated in the Example Fintech Challenge 2022"}, []string{resume.TagNone}, "", ""},
		{"MixedHeadingIsNoHackathon", []string{"Hackathons & Awards", "1st place, State Science Olympiad 2019"}, []string{resume.TagNone}, "", ""},
		// The evidence is the sentence that proves the win.
		{"SentenceOfTheWin", []string{"ABOUT", "She won a prize at a robotics hackathon organised by Acme Ltd. She also writes a blog about compilers."},
			[]string{resume.TagHackathon}, "She won a prize at a robotics hackathon organised by Acme Ltd.", ""},

		// ICPC honourable mentions count as reaching the regional.
		{"ICPCHonourableMention", []string{"AWARDS", "ICPC 2019 Honourable Mention"}, []string{resume.TagCompetitive}, "", "Honourable Mention"},
		{"ICPCMencaoHonrosa", []string{"PRÊMIOS", "Menção honrosa na etapa regional ICPC 2018"}, []string{resume.TagCompetitive}, "", "ICPC"},

		{"LeetCodeChinaRating", []string{"获奖", "力扣周赛最高 2150 分 (Knight)"}, []string{resume.TagCompetitive}, "", "力扣"},
		{"ICPCInChinese", []string{"获奖", "国际大学生程序设计竞赛亚洲区域赛 铜奖 2019"}, []string{resume.TagCompetitive}, "", "区域赛"},

		// Open source: named projects and programmes, in several languages.
		{"GenericOpenSource", []string{"INTERESTS", "Contributing to open source projects"}, []string{resume.TagNone}, "", ""},
		{"GenericOpenSourceOnGitHub", []string{"SUMMARY", "Contributor to various open-source projects on GitHub"}, []string{resume.TagNone}, "", ""},
		{"ToolUsedIsNoContribution", []string{"EXPERIENCE", "Acme Corp\t2020 – 2022", "• Built dashboards using Grafana, an open-source monitoring tool"},
			[]string{resume.TagNone}, "", ""},
		{"ContributionToANamedProject", []string{"PROJECTS", "Contributed a caching layer to Tidepool, an open-source time-series database"},
			[]string{resume.TagOpenSource}, "", "Tidepool"},
		{"OwnProjectPresentedAsOpenSource", []string{"EXPERIENCE", "Acme Corp\t2020 – 2022", "TinyQueue (Open Source Project): a job queue for Go"},
			[]string{resume.TagOpenSource}, "TinyQueue (Open Source Project): a job queue for Go", ""},
		{"ProjectDescriptionUnderItsTitle", []string{"PROJECTS", "Tidepool\tJan 2023 – present", "Open-source library for fast time-series compaction"},
			[]string{resume.TagOpenSource}, "", "Open-source library"},
		{"CourseNameIsNoContribution", []string{"EDUCATION", "Riverside State University", "Coursework: Open Source Software Engineering, Compilers"},
			[]string{resume.TagNone}, "", ""},
		{"GermanContribution", []string{"PROJEKTE", "Beiträge zum Open-Source-Projekt Beispiel-CMS (Suchindex)"}, []string{resume.TagOpenSource}, "", "Beispiel-CMS"},
		{"SpanishContribution", []string{"PROYECTOS", "Contribuidor del proyecto de código abierto Ejemplo-ORM"}, []string{resume.TagOpenSource}, "", "Ejemplo-ORM"},
		{"ChineseContribution", []string{"项目经历", "为开源项目 ExampleDB 贡献查询优化代码"}, []string{resume.TagOpenSource}, "", "ExampleDB"},
		{"ChineseFrameworkUsed", []string{"项目经历", "基于开源框架 ExampleWeb 开发内部系统"}, []string{resume.TagNone}, "", ""},
		{"ChineseProgramme", []string{"项目经历", "开源之夏 2023：ExampleDB 项目学生"}, []string{resume.TagOpenSource}, "", "开源之夏"},
		{"KoreanProgramme", []string{"활동", "오픈소스 컨트리뷰션 아카데미 2022 참여 (ExampleKit)"}, []string{resume.TagOpenSource}, "", "컨트리뷰션"},
		{"WinterOfCodeProgramme", []string{"ACTIVITIES", "Contributor, Example Winter of Code 2022 (docs and tests for ExampleKit)"}, []string{resume.TagOpenSource}, "", "Winter of Code"},
		{"ProgrammeMentorIsNoContributor", []string{"ACTIVITIES", "Mentor at GirlScript Summer of Code 2021"}, []string{resume.TagNone}, "", ""},
		{"OpenSourceSectionNamedByItsHeading", []string{"Tidepool (Open Source Project)", "A compaction library for time series, written in Rust"},
			[]string{resume.TagOpenSource}, "", "Tidepool (Open Source Project)"},

		// Publications: own lists, DOIs, headings in other words.
		{"PublishedHeading", []string{"Published articles and books", "Water rights in the delta, Journal of Example Studies, 2019"},
			[]string{resume.TagResearch}, "", "Water rights"},
		{"PeerReviewedHeading", []string{"PEER-REVIEWED PUBLICATIONS", "Quist M., Holm T. (2021). Soil carbon under grazing. Example Ecology Letters."},
			[]string{resume.TagResearch}, "", "Soil carbon"},
		{"DOIUnderItsTitle", []string{"PUBLICATIONS", "Low-power sensing of river levels with cheap radios", "DOI: 10.1234/example.2020.77"},
			[]string{resume.TagResearch}, "", "river levels"},
		{"PaperClaimedWithAVenue", []string{"ACHIEVEMENTS", "Published a research paper on crop yield forecasting at the IEEE Example Conference 2022"},
			[]string{resume.TagResearch}, "", "crop yield"},
		{"PaperClaimedInPortuguese", []string{"ATIVIDADES", "Artigo publicado na Revista Exemplo de Computação, 2021"},
			[]string{resume.TagResearch}, "", "Artigo"},
		{"BlogArticlesAreNoPapers", []string{"ACHIEVEMENTS", "Published articles on my personal blog about Go, 2023"}, []string{resume.TagNone}, "", ""},
		{"FooterUnderPublicationsIsNoPaper", []string{"PUBLICATIONS", "Mara Quist • mara.quist@example.org • +1 555 010 0199"},
			[]string{resume.TagNone}, "", ""},
		{"AddressWithTheNameIsNoPaper", []string{"PUBLICATIONS", "Mara Quist street and number – postcode city – country"},
			[]string{resume.TagNone}, "", ""},

		// Institutes named as others' affiliations are no degree.
		{"SupervisorsInstitute", []string{"ACADEMIC WORK EXPERIENCE", "Research assistant\t2021 – 2022",
			"Principal Investigator: K. Example (Stanford University - School of Education)"}, []string{resume.TagNone}, "", ""},
		{"CollaboratorsInstitute", []string{"ACADEMIC WORK EXPERIENCE", "Research assistant\t2021 – 2022",
			"Also working with: T. Holm (Princeton University), R. Vale (Riverside College)"}, []string{resume.TagNone}, "", ""},

		// The employer is the firm the role is at, not its client.
		{"ConsultantForAClient", []string{"EXPERIENCE", "Consultant at Brightpath Consulting for Google\t2020 – 2022"}, []string{resume.TagNone}, "", ""},
		{"ConsultantForAClientInSpanish", []string{"EXPERIENCE", "Consultor en Brightpath para Google\t2018 – 2020"}, []string{resume.TagNone}, "", ""},
		{"PlacedAtAClient", []string{"EXPERIENCE", "Data Engineer, Brightpath (placed at Salesforce)\t2019 – 2021"}, []string{resume.TagNone}, "", ""},
		{"VirtualExperienceIsNoRole", []string{"EXPERIENCE", "Goldman Sachs Software Engineering Virtual Experience Program\t2022"}, []string{resume.TagNone}, "", ""},
		{"EmployerProductInARoleAtAnother", []string{"EXPERIENCE", "AWS Cloud Intern at Brightpath Systems\tJun 2022 – Aug 2022"}, []string{resume.TagNone}, "", ""},
		{"EmployerThenAPlace", []string{"EXPERIENCE", "Amazon — SDE Intern at Pune\tJun 2022 – Aug 2022"}, []string{resume.TagTopCompany}, "", "Amazon"},
		{"EmployerLineShownWithItsRole", []string{"EXPERIENCE", "Stripe\tDublin, Ireland", "Software Engineer\t2019 – 2022", "• Built the payouts ledger"},
			[]string{resume.TagTopCompany}, "Stripe Dublin, Ireland · Software Engineer 2019 – 2022", ""},
		{"RoleAtTheEmployerForItsProduct", []string{"EXPERIENCE", "Software Engineer at Google for Google Cloud Storage\t2019 – 2021"},
			[]string{resume.TagTopCompany}, "", "Google"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := resume.Fields(docOf(append(append([]string{}, head...), tc.lines...)...))
			if !reflect.DeepEqual(r.Tags, tc.want) {
				t.Fatalf("got tags %q (evidence %q), want %q", r.Tags, r.Evidence, tc.want)
			}
			ev := r.Evidence[tc.want[0]]
			if tc.evidence != "" && ev != tc.evidence {
				t.Errorf("got evidence %q, want %q", ev, tc.evidence)
			}
			if tc.contains != "" && !strings.Contains(ev, tc.contains) {
				t.Errorf("got evidence %q, want a line with %q", ev, tc.contains)
			}
		})
	}
}
