package demo

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"time"

	"hirekit/internal/ats"
	"hirekit/internal/careers"
	"hirekit/internal/intake"
	"hirekit/internal/recruit"
)

// careersJobs are live jobs the careers page shows beside the demo's
// live jobs with candidates, so its job list spans several departments.
var careersJobs = []ats.RequisitionInput{
	{Title: "Engineering Manager, Platform", Designation: "Engineering Manager", Department: "Engineering", MinExperience: f(8),
		MaxExperience: f(12), Openings: 1, Locations: []ats.Location{{City: "Bengaluru", Country: "India"}},
		MinSalary: i(6_000_000), MaxSalary: i(8_000_000), SalaryCurrency: "INR",
		Description: "<h2>About the role</h2><p>Lead the team that keeps Hirekit fast, safe and boring to run: databases, queues and the parts in between.</p>" +
			"<ul><li>Grow a team of six engineers</li><li>Own reliability and the roadmap of the platform</li></ul>"},
	{Title: "Growth Marketing Manager", Designation: "Marketing Manager", Department: "Marketing", MinExperience: f(3), MaxExperience: f(6),
		Openings: 1, Locations: []ats.Location{{City: "Mumbai", Country: "India"}},
		Description: "<p>Tell recruiting teams why fair, fast hiring pays off, and measure which stories work.</p>",
		Questions:   []ats.QuestionInput{{Title: "Link to a campaign you ran", FieldType: recruit.FieldShortAnswer}}},
	{Title: "UX Researcher", Designation: "Product Designer", Department: "Design", JobType: "contract", MinExperience: f(2),
		MaxExperience: f(5), Openings: 1, Locations: []ats.Location{{Country: "India", Remote: true}},
		Description: "<p>Sit with recruiters and candidates, learn where hiring hurts, and bring it back to the team.</p>"},
	{Title: "Customer Support Engineer", Designation: "Software Engineer", Department: "Customer Success", MinExperience: f(1),
		MaxExperience: f(3), Openings: 2, Locations: []ats.Location{{City: "Singapore", Country: "Singapore"}},
		Description: "<p>Help customers succeed with Hirekit: answer hard questions, find bugs, fix some of them.</p>"},
	{Title: "Data Analyst Intern", Designation: "Data Scientist", Department: "Data", JobType: "internship", MinExperience: f(0),
		MaxExperience: f(1), Openings: 2, Locations: []ats.Location{{City: "Hyderabad", Country: "India"}},
		Description: "<p>Six months with the data team: dashboards, experiments and one project of your own.</p>",
		Questions: []ats.QuestionInput{{Title: "When can you start?", FieldType: recruit.FieldDate, Required: true},
			{Title: "Which tools do you know?", FieldType: recruit.FieldMultipleChoice, Options: []string{"SQL", "Python", "R", "Spreadsheets"}}}},
}

// brand is the demo company's careers page.
func brand() careers.Settings {
	st := careers.DefaultSettings()
	st.SubHeading = "Offices in Bengaluru, Pune and Mumbai, and teammates in a dozen countries."
	st.WebsiteURL = "https://acme.example"
	st.SocialLinks = careers.SocialLinks{LinkedIn: "https://www.linkedin.com/company/acme-example", Twitter: "https://twitter.com/acme_example",
		YouTube: "https://www.youtube.com/@acme-example"}
	st.Style = careers.Style{PrimaryColor: "#0f766e", SecondaryColor: "#fbbf24", Font: "humanist"}
	st.Hero = careers.Hero{Heading: "Build the tools that hire the world",
		Subheading: "Acme makes hiring fair and fast for thousands of teams. Come build it with us."}
	st.LifeAt = careers.Section{Title: "Life at Acme",
		Text: "Small teams own whole problems. We write things down, ship every day and take our holidays. Fridays end with demos and chai."}
	st.Values = []careers.Item{
		{Title: "Candour", Text: "Say what you think, kindly, and change your mind when the facts do."},
		{Title: "Craft", Text: "Sweat the details that candidates and recruiters feel."},
		{Title: "Ownership", Text: "Finish what you start; ask for help early."},
		{Title: "Fairness", Text: "Every candidate deserves a clear answer and a fair look."},
	}
	st.Benefits = []careers.Item{
		{Title: "Competitive salary", Text: "Salaries at the top of the market, reviewed every year."},
		{Title: "Medical insurance", Text: "For you, your partner, children and parents."},
		{Title: "Employee referral", Text: "A bonus for every friend who joins."},
		{Title: "Learning program", Text: "A yearly budget for books, courses and conferences."},
		{Title: "Remote first", Text: "Work from an office or from home, your choice."},
		{Title: "Generous leave program", Text: "Thirty days off, plus parental leave that is actually long."},
	}
	st.News = []careers.Link{
		{Title: "Acme raises its Series B to make hiring fairer", URL: "https://acme.example/news/series-b"},
		{Title: "How we hire: our interview guide, published", URL: "https://acme.example/blog/how-we-hire"},
	}
	st.Videos = []careers.Link{{Title: "A day at Acme (2 minutes)", URL: "https://www.youtube.com/watch?v=acme-day"}}
	st.PrivacyPolicyURL, st.TermsURL = "https://acme.example/privacy", "https://acme.example/terms"
	st.Options = careers.Options{ShowSalary: true}
	return st
}

// loadCareers gives the demo company its branded careers page (logo,
// theme, sections, pictures) and its careers-only live jobs, once each.
func loadCareers(ctx context.Context, svc Services, now time.Time) (int, error) {
	list, err := svc.ATS.ListRequisitions(ctx, ats.ListQuery{View: ats.ViewSpreadsheet})
	if err != nil {
		return 0, err
	}
	have := map[string]bool{}
	for _, r := range list.Items {
		have[r.Title] = true
	}
	for n, in := range careersJobs {
		if have[in.Title] {
			continue
		}
		at := newStory(now, 20-float64(n)*3)
		r, err := svc.ATS.CreateRequisition(at.ctx(ctx), in)
		if err != nil {
			return 0, err
		}
		at.later(1)
		if err := driveTo(at.ctx(ctx), svc.ATS, r, recruit.ReqLive); err != nil {
			return 0, err
		}
	}
	page, err := svc.Careers.Page(ctx)
	if err != nil {
		return 0, err
	}
	if page.Configured {
		return len(careersJobs), nil
	}
	st := brand()
	if _, err := upload(ctx, svc.Careers.UploadLogo, "acme-logo.png", logoImage()); err != nil {
		return 0, err
	}
	for k, pic := range []struct{ name, alt string }{{"office.png", "The Bengaluru office's open floor"}, {"demo-day.png", "Friday demos in the big room"}} {
		up, err := upload(ctx, svc.Careers.UploadImage, pic.name, picture(k))
		if err != nil {
			return 0, err
		}
		st.LifeAt.Images = append(st.LifeAt.Images, careers.Image{Key: up.Key, Alt: pic.alt})
	}
	office := careers.Carousel{Title: "Our offices"}
	for k, alt := range []string{"Bengaluru", "Pune", "Mumbai", "The team offsite in Goa"} {
		up, err := upload(ctx, svc.Careers.UploadImage, "office-"+string(rune('a'+k))+".png", picture(k+2))
		if err != nil {
			return 0, err
		}
		office.Images = append(office.Images, careers.Image{Key: up.Key, Alt: alt})
	}
	st.Carousels = []careers.Carousel{office}
	if _, err := svc.Careers.SavePage(ctx, st); err != nil {
		return 0, err
	}
	return len(careersJobs), nil
}

// upload spools generated image bytes through the careers image intake.
func upload(ctx context.Context, save func(context.Context, *intake.File) (*careers.Upload, error), name string, data []byte) (*careers.Upload, error) {
	f, err := intake.Spool(intake.CareersImage, name, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return save(ctx, f)
}

// logoImage is Acme's mark: a teal rounded square with an amber dot.
func logoImage() []byte {
	const w, h = 160, 160
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	teal, amber := color.NRGBA{15, 118, 110, 255}, color.NRGBA{251, 191, 36, 255}
	for y := range h {
		for x := range w {
			dx, dy := float64(x)-80, float64(y)-80
			switch {
			case (dx-22)*(dx-22)+(dy+22)*(dy+22) < 26*26:
				img.Set(x, y, amber)
			case roundedSquare(x, y, w, h, 36):
				img.Set(x, y, teal)
			}
		}
	}
	return encode(img)
}

func roundedSquare(x, y, w, h, r int) bool {
	cx, cy := min(max(x, r), w-r-1), min(max(y, r), h-r-1)
	dx, dy := x-cx, y-cy
	return dx*dx+dy*dy <= r*r
}

// picture is a calm generated scene (sky, hills, a sun) for the demo's
// sections and carousel: made here, so the demo needs no image files.
func picture(k int) []byte {
	const w, h = 720, 480
	palettes := [][3]color.NRGBA{
		{{204, 251, 241, 255}, {15, 118, 110, 255}, {251, 191, 36, 255}},
		{{254, 243, 199, 255}, {180, 83, 9, 255}, {15, 118, 110, 255}},
		{{224, 231, 255, 255}, {55, 48, 163, 255}, {251, 191, 36, 255}},
		{{252, 231, 243, 255}, {157, 23, 77, 255}, {250, 204, 21, 255}},
		{{220, 252, 231, 255}, {21, 128, 61, 255}, {234, 88, 12, 255}},
		{{241, 245, 249, 255}, {51, 65, 85, 255}, {14, 165, 233, 255}},
	}
	p := palettes[k%len(palettes)]
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	sunX, sunY := 180+k*90, 150
	for y := range h {
		for x := range w {
			hill := 300 + int(40*wave(float64(x)/w*6.28+float64(k)))
			switch {
			case y > hill:
				img.Set(x, y, p[1])
			case (x-sunX)*(x-sunX)+(y-sunY)*(y-sunY) < 60*60:
				img.Set(x, y, p[2])
			default:
				img.Set(x, y, p[0])
			}
		}
	}
	return encode(img)
}

// wave is a cheap smooth curve in [-1, 1] (a parabola per half period).
func wave(t float64) float64 {
	for t > 6.28 {
		t -= 6.28
	}
	u := t / 3.14
	if u <= 1 {
		return 1 - 4*(u-0.5)*(u-0.5)
	}
	u--
	return -(1 - 4*(u-0.5)*(u-0.5))
}

func encode(img image.Image) []byte {
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&b, img); err != nil {
		panic(err)
	}
	return b.Bytes()
}
