package careers

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Theme turns a company's customStyle into the CSS variables of its pages.
// Whatever colours an admin picks, text stays readable (WCAG AA, 4.5:1):
// text on the primary and secondary colours is white or near-black,
// whichever contrasts more, and links and accents use the primary colour
// moved towards the text colour until it contrasts enough with the
// page's backgrounds. web/src/careers/theme.ts computes the same for the
// live preview; theme_test.go and theme.test.ts check both against
// web/src/careers/theme-vectors.json.
func Theme(st Style) [][2]string {
	bg, surface, fg, muted, border := "#ffffff", "#f6f7f9", "#111827", "#4b5563", "#e5e7eb"
	if st.Dark {
		bg, surface, fg, muted, border = "#0b1220", "#131c2e", "#e5e7eb", "#a3acb9", "#263147"
	}
	primary, secondary := colourOr(st.PrimaryColor, DefaultPrimary), colourOr(st.SecondaryColor, DefaultSecondary)
	return [][2]string{
		{"--ck-primary", primary},
		{"--ck-on-primary", onColour(primary)},
		{"--ck-secondary", secondary},
		{"--ck-on-secondary", onColour(secondary)},
		{"--ck-accent", readable(primary, fg, []string{bg, surface})},
		{"--ck-bg", bg},
		{"--ck-surface", surface},
		{"--ck-fg", fg},
		{"--ck-muted", muted},
		{"--ck-border", border},
		{"--ck-font", FontFamily(st.Font)},
	}
}

// ThemeCSS is the style block of a careers page: its variables on :root,
// and the document's own rules (kept out of careers.css, which the Manage
// company preview loads into the app).
func ThemeCSS(st Style) string {
	var b strings.Builder
	b.WriteString("html{scroll-behavior:smooth}body{margin:0}@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}}:root{")
	for _, v := range Theme(st) {
		b.WriteString(v[0] + ":" + v[1] + ";")
	}
	if st.Dark {
		b.WriteString("color-scheme:dark;")
	}
	b.WriteString("}")
	return b.String()
}

func colourOr(c, def string) string {
	if hexColour.MatchString(c) {
		return strings.ToLower(c)
	}
	return def
}

// onColour is the text colour for a background: white or near-black.
func onColour(bg string) string {
	if contrast("#ffffff", bg) >= contrast("#111827", bg) {
		return "#ffffff"
	}
	return "#111827"
}

// readable moves c towards towards in twentieths until it contrasts 4.5:1
// with every background.
func readable(c, towards string, backgrounds []string) string {
	for i := 0; i <= 20; i++ {
		m := mix(c, towards, float64(i)/20)
		ok := true
		for _, bg := range backgrounds {
			ok = ok && contrast(m, bg) >= 4.5
		}
		if ok {
			return m
		}
	}
	return towards
}

func rgb(c string) [3]float64 {
	var out [3]float64
	for i := range 3 {
		v, _ := strconv.ParseUint(c[1+2*i:3+2*i], 16, 8)
		out[i] = float64(v)
	}
	return out
}

func mix(a, b string, t float64) string {
	x, y := rgb(a), rgb(b)
	return fmt.Sprintf("#%02x%02x%02x", int(math.Round(x[0]+(y[0]-x[0])*t)), int(math.Round(x[1]+(y[1]-x[1])*t)), int(math.Round(x[2]+(y[2]-x[2])*t)))
}

// luminance is WCAG 2's relative luminance.
func luminance(c string) float64 {
	v := rgb(c)
	var l [3]float64
	for i, x := range v {
		s := x / 255
		if s <= 0.03928 {
			l[i] = s / 12.92
		} else {
			l[i] = math.Pow((s+0.055)/1.055, 2.4)
		}
	}
	return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
}

// Contrast is the WCAG 2 contrast ratio of two colours (#rrggbb).
func Contrast(a, b string) float64 { return contrast(a, b) }

func contrast(a, b string) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}
