package careers

import "html/template"

// pages are the server's rendering of the careers pages. Each follows the
// React component of the same name in web/src/careers/ (same elements,
// same classes); React replaces it once its script has run.
var pages = template.Must(template.New("").Parse(`
{{define "head"}}<title>{{.Title}}</title>
<meta name="description" content="{{.Description}}">
{{if .Canonical}}<link rel="canonical" href="{{.Canonical}}">
<meta property="og:url" content="{{.Canonical}}">{{end}}
<meta property="og:type" content="website">
<meta property="og:title" content="{{.Title}}">
<meta property="og:description" content="{{.Description}}">
{{if .SiteName}}<meta property="og:site_name" content="{{.SiteName}}">{{end}}
{{if .Image}}<meta property="og:image" content="{{.Image}}">{{end}}
<meta name="twitter:card" content="summary">
<meta name="theme-color" content="{{.ThemeColour}}">
{{if .NoIndex}}<meta name="robots" content="noindex">{{end}}
<style id="ck-theme">{{.Style}}</style>
{{if .JSONLD}}<script type="application/ld+json">{{.JSONLD}}</script>{{end}}
{{end}}

{{define "header"}}<header class="ck-header"><div class="ck-wrap ck-header-row"><a class="ck-brand" href="{{.Landing}}">{{if .Logo}}<img class="ck-logo" src="{{.Logo}}" alt="{{.C.Name}}" height="40">{{else}}<span class="ck-brand-name">{{.C.Name}}</span>{{end}}</a>{{if .C.Settings.WebsiteURL}}<a class="ck-button ck-button-outline" href="{{.C.Settings.WebsiteURL}}" target="_blank" rel="noopener noreferrer">Company Website</a>{{end}}</div></header>{{end}}

{{define "footer"}}<footer class="ck-footer"><div class="ck-wrap ck-footer-row"><p>{{index .Texts "poweredBy"}} <strong>Hirekit</strong> · <a class="ck-link" href="{{.DataRequest}}">{{index .Texts "yourData"}}</a></p>{{with .C.Settings.SocialLinks}}<ul class="ck-social">{{if .LinkedIn}}<li><a href="{{.LinkedIn}}" target="_blank" rel="noopener noreferrer">LinkedIn</a></li>{{end}}{{if .Twitter}}<li><a href="{{.Twitter}}" target="_blank" rel="noopener noreferrer">Twitter</a></li>{{end}}{{if .YouTube}}<li><a href="{{.YouTube}}" target="_blank" rel="noopener noreferrer">YouTube</a></li>{{end}}{{if .Instagram}}<li><a href="{{.Instagram}}" target="_blank" rel="noopener noreferrer">Instagram</a></li>{{end}}{{if .Facebook}}<li><a href="{{.Facebook}}" target="_blank" rel="noopener noreferrer">Facebook</a></li>{{end}}</ul>{{end}}</div></footer>{{end}}

{{define "card"}}<li class="ck-card"><div class="ck-card-main"><h4 class="ck-card-title"><a href="{{.Path}}" target="_blank" rel="noopener">{{.Title}}</a></h4><p class="ck-card-meta"><span class="ck-chip ck-chip-soft">{{.Type}}</span><span>{{.Locations}}</span></p><p class="ck-card-meta">{{if .Experience}}<span>{{.Experience}}</span>{{end}}<span>{{.Posted}}</span></p></div><a class="ck-button" href="{{.Path}}" target="_blank" rel="noopener" aria-label="Apply Now: {{.Title}}">Apply Now</a></li>{{end}}

{{define "joblist"}}<section id="job-openings-list" class="ck-jobs" aria-labelledby="ck-jobs-title"><div class="ck-wrap">{{if .Jobs}}<span class="ck-chip">{{index .Texts "chip"}}</span><h2 id="ck-jobs-title" class="ck-section-title">{{index .Texts "headline"}}</h2><div class="ck-job-groups">{{range .Departments}}<div class="ck-dept"><h3 class="ck-dept-title">{{.Title}}</h3><ul class="ck-cards">{{range .Jobs}}{{template "card" .}}{{end}}</ul></div>{{end}}</div>{{else}}<h2 id="ck-jobs-title" class="ck-section-title">{{index .Texts "noOpenings"}}</h2>{{end}}</div></section>{{end}}

{{define "items"}}{{if .}}<ul class="ck-items">{{range .}}<li class="ck-item"><h3>{{.Title}}</h3>{{if .Text}}<p>{{.Text}}</p>{{end}}</li>{{end}}</ul>{{end}}{{end}}

{{define "landing"}}<div class="ck">{{if .Embed}}<main class="ck-embed">{{template "joblist" .}}</main>{{else}}{{template "header" .}}<main><section class="ck-hero"><div class="ck-wrap"><h1 class="ck-hero-title">{{if .DefaultHero}}{{index .Texts "defaultHeading"}}{{else}}{{.HeroHeading}}{{end}}</h1>{{if .C.Settings.Hero.Subheading}}<p class="ck-hero-sub">{{.C.Settings.Hero.Subheading}}</p>{{end}}{{if .C.Settings.SubHeading}}<p class="ck-hero-text">{{.C.Settings.SubHeading}}</p>{{end}}<a class="ck-button ck-button-invert" href="#job-openings-list">{{if .DefaultHero}}View open positions{{else}}View open jobs{{end}}</a></div></section>{{with .C.Settings.LifeAt}}{{if or .Title .Text}}<section class="ck-section" aria-labelledby="ck-life-title"><div class="ck-wrap"><h2 id="ck-life-title" class="ck-section-title">{{.Title}}</h2>{{if .Text}}<p class="ck-section-text">{{.Text}}</p>{{end}}</div></section>{{end}}{{end}}<section class="ck-section ck-section-alt" aria-labelledby="ck-values-title"><div class="ck-wrap"><h2 id="ck-values-title" class="ck-section-title">Our values</h2>{{if .C.Settings.Values}}{{template "items" .C.Settings.Values}}{{else}}<p class="ck-soon">{{index .Texts "comingSoon"}}</p>{{end}}</div></section><section class="ck-section" aria-labelledby="ck-benefits-title"><div class="ck-wrap"><h2 id="ck-benefits-title" class="ck-section-title">Benefits</h2>{{if .C.Settings.Benefits}}{{template "items" .C.Settings.Benefits}}{{else}}<p class="ck-soon">{{index .Texts "comingSoon"}}</p>{{end}}</div></section>{{template "joblist" .}}</main>{{template "footer" .}}{{end}}</div>{{end}}

{{define "job"}}<div class="ck">{{template "header" .}}<main class="ck-wrap ck-job">{{with .Job}}<div class="ck-job-head">{{if .Department}}<span class="ck-chip">{{.Department}}</span>{{end}}<h1 class="ck-job-title">{{.Title}}</h1><p class="ck-job-meta"><span>{{.Locations}}</span>{{if .Experience}}<span>{{.Experience}}</span>{{end}}<span>{{.Type}}</span></p></div>{{end}}<div class="ck-job-grid"><article class="ck-job-body">{{if .SalaryText}}<p class="ck-salary">{{.SalaryText}}</p>{{end}}<div class="ck-description">{{.Description}}</div><p class="ck-posted">{{.Job.Posted}}</p>{{if not .Open}}<p class="ck-closed">{{.ClosedText}}</p>{{end}}</article><aside class="ck-other" aria-labelledby="ck-other-title"><h2 id="ck-other-title" class="ck-other-title">Other Jobs</h2>{{if .Others}}<ul class="ck-other-list">{{range .Others}}<li><a href="{{.Path}}" target="_blank" rel="noopener">{{.Title}}</a><p>{{if .ExperienceShort}}{{.ExperienceShort}}{{else}}-{{end}}</p><p>{{.Locations}}</p></li>{{end}}</ul>{{else}}<p>-</p>{{end}}<a class="ck-link" href="{{.Landing}}">View all jobs</a></aside></div></main>{{template "footer" .}}</div>{{end}}

{{define "notfound"}}<div class="ck"><main class="ck-wrap ck-notfound"><h1>Page not found</h1></main></div>{{end}}
`))
