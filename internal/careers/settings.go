package careers

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"hirekit/internal/blob"
	"hirekit/internal/recruit"
)

// Settings are a company's careers page as data (DECISIONS.md: stored per
// company, replacing the spec's pages hard-coded per slug). Every text is
// plain text, shown escaped; every link is http(s); every image is a key
// the company uploaded. The JSON names are the stored document's.
type Settings struct {
	// SubHeading is the company's line under the hero heading.
	SubHeading  string      `json:"sub_heading"`
	WebsiteURL  string      `json:"website_url"`
	SocialLinks SocialLinks `json:"social_links"`
	Style       Style       `json:"customStyle"`
	Hero        Hero        `json:"hero"`
	LifeAt      Section     `json:"life_at"`
	Values      []Item      `json:"values"`
	Benefits    []Item      `json:"benefits"`
	News        []Link      `json:"news"`
	Videos      []Link      `json:"videos"`
	Carousels   []Carousel  `json:"carousels"`
	// PrivacyPolicyURL and TermsURL are the two links of the form's
	// checkbox.
	PrivacyPolicyURL string  `json:"privacy_policy_url"`
	TermsURL         string  `json:"terms_url"`
	Options          Options `json:"options"`
}

// SocialLinks are the spec's five company links (footer).
type SocialLinks struct {
	LinkedIn  string `json:"linkedin"`
	Twitter   string `json:"twitter"`
	YouTube   string `json:"youtube"`
	Instagram string `json:"instagram"`
	Facebook  string `json:"facebook"`
}

// Style is the spec's customStyle theme object.
type Style struct {
	PrimaryColor   string `json:"themePrimaryColor"`
	SecondaryColor string `json:"themeSecondaryColor"`
	// Font names one of Fonts.
	Font string `json:"font"`
	Dark bool   `json:"dark"`
}

// Hero is a bespoke hero: when Heading is set it replaces the spec's
// default ('Join our team!').
type Hero struct {
	Heading    string `json:"heading"`
	Subheading string `json:"subheading"`
}

// Section is the life-at section: a title, a text and pictures.
type Section struct {
	Title  string  `json:"title"`
	Text   string  `json:"text"`
	Images []Image `json:"images"`
}

// Item is one value or benefit.
type Item struct {
	Title string `json:"title"`
	Text  string `json:"text"`
}

// Link is a news article or a video, opened on its own site.
type Link struct {
	Title string `json:"title"`
	URL   string `json:"url"`
}

// Carousel is a titled set of pictures the page shows as a carousel.
type Carousel struct {
	Title  string  `json:"title"`
	Images []Image `json:"images"`
}

// Image is an uploaded picture (its blob key) with its text alternative.
type Image struct {
	Key string `json:"key"`
	Alt string `json:"alt"`
}

// Options are the spec's company-specific switches, per company.
type Options struct {
	// HideLocationFilter hides the job list's location filter.
	HideLocationFilter bool `json:"hide_location_filter"`
	// AskLocationAndCompany adds the form's Location and Current Company.
	AskLocationAndCompany bool `json:"ask_location_and_company"`
	// ShowSalary shows a job's salary range on its page (and in its
	// JobPosting) when the job has one.
	ShowSalary bool `json:"show_salary"`
}

// Fonts are the fonts a careers page may use, by name: system font
// stacks, so a page downloads no font and sends visitors nowhere else.
var Fonts = []struct{ Name, Family string }{
	{"system", `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`},
	{"humanist", `"Gill Sans", "Gill Sans MT", Seravek, "Trebuchet MS", Calibri, sans-serif`},
	{"serif", `Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif`},
	{"mono", `ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, monospace`},
}

// FontFamily returns the CSS font stack of a font name (the first one for
// an unknown name).
func FontFamily(name string) string {
	for _, f := range Fonts {
		if f.Name == name {
			return f.Family
		}
	}
	return Fonts[0].Family
}

// Default theme colours: a blue that carries white text, an amber accent.
const (
	DefaultPrimary   = "#1d4ed8"
	DefaultSecondary = "#f59e0b"
)

// DefaultSettings are what a company has before anyone saves its page.
func DefaultSettings() Settings {
	return Settings{Style: Style{PrimaryColor: DefaultPrimary, SecondaryColor: DefaultSecondary, Font: Fonts[0].Name},
		Values: []Item{}, Benefits: []Item{}, News: []Link{}, Videos: []Link{}, Carousels: []Carousel{}, LifeAt: Section{Images: []Image{}}}
}

// Limits of the settings: enough for a rich page, small enough that the
// page stays fast.
const (
	maxShortText = 120
	maxLongText  = 1000
	maxItems     = 12
	maxCarousels = 6
	maxImages    = 12
	maxURL       = 500
)

var hexColour = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// check validates the settings of company companyID in place (trimming
// texts, lower-casing colours, filling empty lists) and names the first
// problem in words an admin understands.
func (st *Settings) check(companyID int64) error {
	texts := []struct {
		label string
		value *string
		max   int
	}{
		{"The subheading", &st.SubHeading, maxLongText},
		{"The hero heading", &st.Hero.Heading, maxShortText},
		{"The hero subheading", &st.Hero.Subheading, maxLongText},
		{"The life-at title", &st.LifeAt.Title, maxShortText},
		{"The life-at text", &st.LifeAt.Text, maxLongText * 3},
	}
	for _, t := range texts {
		if err := cleanText(t.value, t.label, t.max); err != nil {
			return err
		}
	}
	links := []struct {
		label string
		value *string
	}{
		{"The website", &st.WebsiteURL}, {"The LinkedIn link", &st.SocialLinks.LinkedIn}, {"The Twitter link", &st.SocialLinks.Twitter},
		{"The YouTube link", &st.SocialLinks.YouTube}, {"The Instagram link", &st.SocialLinks.Instagram},
		{"The Facebook link", &st.SocialLinks.Facebook}, {"The privacy policy link", &st.PrivacyPolicyURL}, {"The terms link", &st.TermsURL},
	}
	for _, l := range links {
		if err := cleanURL(l.value, l.label); err != nil {
			return err
		}
	}
	for _, c := range []struct {
		label string
		value *string
		def   string
	}{{"The primary colour", &st.Style.PrimaryColor, DefaultPrimary}, {"The secondary colour", &st.Style.SecondaryColor, DefaultSecondary}} {
		*c.value = strings.ToLower(strings.TrimSpace(*c.value))
		if *c.value == "" {
			*c.value = c.def
		}
		if !hexColour.MatchString(*c.value) {
			return invalid("%s must be a colour like #1d4ed8", c.label)
		}
	}
	if st.Style.Font == "" {
		st.Style.Font = Fonts[0].Name
	}
	known := false
	for _, f := range Fonts {
		known = known || f.Name == st.Style.Font
	}
	if !known {
		return invalid("Please choose one of the fonts offered")
	}
	for _, list := range []struct {
		label string
		items *[]Item
	}{{"values", &st.Values}, {"benefits", &st.Benefits}} {
		if *list.items == nil {
			*list.items = []Item{}
		}
		if len(*list.items) > maxItems {
			return invalid("Please keep to %d %s", maxItems, list.label)
		}
		for i := range *list.items {
			it := &(*list.items)[i]
			if err := cleanText(&it.Title, "A title in "+list.label, maxShortText); err != nil {
				return err
			}
			if err := cleanText(&it.Text, "A text in "+list.label, maxLongText); err != nil {
				return err
			}
			if it.Title == "" {
				return invalid("Every one of the %s needs a title", list.label)
			}
		}
	}
	for _, list := range []struct {
		label string
		links *[]Link
	}{{"news links", &st.News}, {"videos", &st.Videos}} {
		if *list.links == nil {
			*list.links = []Link{}
		}
		if len(*list.links) > maxItems {
			return invalid("Please keep to %d %s", maxItems, list.label)
		}
		for i := range *list.links {
			l := &(*list.links)[i]
			if err := cleanText(&l.Title, "A title in "+list.label, maxShortText); err != nil {
				return err
			}
			if err := cleanURL(&l.URL, "A link in "+list.label); err != nil {
				return err
			}
			if l.Title == "" || l.URL == "" {
				return invalid("Every one of the %s needs a title and a link", list.label)
			}
		}
	}
	if st.Carousels == nil {
		st.Carousels = []Carousel{}
	}
	if len(st.Carousels) > maxCarousels {
		return invalid("Please keep to %d carousels", maxCarousels)
	}
	if err := checkImages(&st.LifeAt.Images, companyID, "the life-at section"); err != nil {
		return err
	}
	for i := range st.Carousels {
		c := &st.Carousels[i]
		if err := cleanText(&c.Title, "A carousel title", maxShortText); err != nil {
			return err
		}
		if err := checkImages(&c.Images, companyID, "a carousel"); err != nil {
			return err
		}
	}
	return nil
}

// checkImages keeps a list of pictures to keys this company uploaded.
func checkImages(images *[]Image, companyID int64, where string) error {
	if *images == nil {
		*images = []Image{}
	}
	if len(*images) > maxImages {
		return invalid("Please keep to %d pictures in %s", maxImages, where)
	}
	for i := range *images {
		im := &(*images)[i]
		if !ownImage(im.Key, companyID) {
			return invalid("A picture in %s is not one of this company's uploads", where)
		}
		if err := cleanText(&im.Alt, "A picture's description", maxShortText); err != nil {
			return err
		}
	}
	return nil
}

// ownImage reports whether key is an image the company uploaded: intake
// names every careers upload careers/<company id>/<random>.
func ownImage(key string, companyID int64) bool {
	return blob.ValidKey(key) && strings.HasPrefix(key, "careers/"+strconv.FormatInt(companyID, 10)+"/")
}

func cleanText(v *string, label string, max int) error {
	*v = strings.TrimSpace(*v)
	if utf8.RuneCountInString(*v) > max {
		return invalid("%s is too long (at most %d characters)", label, max)
	}
	return nil
}

// cleanURL accepts an empty link or an http(s) one (the spec: links are
// valid only with http or https).
func cleanURL(v *string, label string) error {
	*v = strings.TrimSpace(*v)
	if *v == "" {
		return nil
	}
	if len(*v) > maxURL || !(strings.HasPrefix(*v, "https://") || strings.HasPrefix(*v, "http://")) ||
		strings.ContainsAny(*v, " \t\r\n<>\"") || len(*v) < len("http://x") {
		return invalid("%s must be a link starting with http:// or https://", label)
	}
	return nil
}

func invalid(format string, args ...any) error {
	return recruit.Errorf(recruit.EINVALID, "%s", fmt.Sprintf(format, args...))
}
