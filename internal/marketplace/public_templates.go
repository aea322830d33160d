package marketplace

import "html/template"

// profilePages are the public profile (spec 2.2, its sections in the
// spec's order), its embeddable card and the Profile not found page.
// Empty sections are left out (docs/decisions.md). html/template escapes
// every value; the bio alone is HTML, made by RenderMarkdown.
var profilePages = template.Must(template.New("").Parse(`
{{define "head"}}<!doctype html>
<html lang="en"{{if .Embed}} class="th-embed"{{end}}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
<meta name="description" content="{{.Description}}">
{{if .NoIndex}}<meta name="robots" content="noindex">{{end}}
{{if .Canonical}}<link rel="canonical" href="{{.Canonical}}">
<meta property="og:url" content="{{.Canonical}}">{{end}}
{{if .P}}<meta property="og:type" content="profile">
<meta property="profile:username" content="{{.P.Username}}">
<meta property="og:title" content="{{.P.Name}}{{if .P.Headline}} – {{.P.Headline}}{{end}}">
<meta property="og:description" content="{{.Description}}">
<meta property="og:site_name" content="Talenthub">
{{if .Image}}<meta property="og:image" content="{{.Image}}">
<meta property="og:image:alt" content="{{.P.Name}}">{{end}}
<meta name="twitter:card" content="summary">
<meta name="twitter:title" content="{{.P.Name}}{{if .P.Headline}} – {{.P.Headline}}{{end}}">
<meta name="twitter:description" content="{{.Description}}">
{{if .Image}}<meta name="twitter:image" content="{{.Image}}">{{end}}{{end}}
<meta name="theme-color" content="#3f51b5">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="{{.CSS}}">
{{if .JSONLD}}<script type="application/ld+json">{{.JSONLD}}</script>{{end}}
{{if not .Embed}}<script src="{{.JS}}" defer></script>{{end}}
</head>{{end}}

{{define "top"}}<header class="th-top"><div class="th-wrap"><a class="th-brand" href="/talenthub/jobs">Hirekit <span>Talenthub</span></a><nav class="th-nav" aria-label="Talenthub"><a href="/talenthub/jobs">Jobs</a></nav></div></header>{{end}}

{{define "avatar"}}{{if .Avatar}}<img class="th-avatar" src="{{.Avatar}}" alt="{{.P.Name}}" width="128" height="128">{{else}}<div class="th-avatar th-initials" aria-hidden="true">{{.Initials}}</div>{{end}}{{end}}

{{define "facts"}}{{if or .P.CurrentCompany .Experience}}<ul class="th-facts">{{if .P.CurrentCompany}}<li>{{index .Texts "worksAt"}} <strong>{{.P.CurrentCompany}}</strong></li>{{end}}{{if .Experience}}<li>Total experience: <strong>{{.Experience}}</strong></li>{{end}}</ul>{{end}}{{end}}

{{define "skills"}}<ul class="th-skills">{{range .}}<li class="th-skill"><span>{{.Name}}</span>{{if .CertificateURL}}<a class="th-badge th-badge-{{.Level}}" href="{{.CertificateURL}}" aria-label="{{.Badge}}: verify the {{.Name}} certificate">{{.Badge}}</a>{{else}}<span class="th-badge{{if eq .Level -1}} th-badge-pending{{else if gt .Level 0}} th-badge-{{.Level}}{{end}}">{{.Badge}}</span>{{end}}</li>{{end}}</ul>{{end}}

{{define "items"}}<ul class="th-items">{{range $it := .}}<li class="th-item"><h3>{{.Title}}</h3>{{if .Subtitle}}<p>{{.Subtitle}}</p>{{end}}{{if .When}}<p class="th-when">{{.When}}</p>{{end}}{{if .Description}}<p class="th-desc">{{.Description}}</p>{{end}}{{if .Links}}<p class="th-item-links">{{range .Links}}<a href="{{.URL}}" target="_blank" rel="noopener nofollow ugc">{{.Label}}<span class="th-sr"> of {{$it.Title}}</span></a>{{end}}</p>{{end}}</li>{{end}}</ul>{{end}}

{{define "profile"}}{{template "head" .}}
<body>
{{template "top" .}}
<main class="th-main"><div class="th-wrap th-grid">
<section class="th-card th-side" aria-labelledby="th-name">
{{template "avatar" .}}
<h1 id="th-name" class="th-name">{{.P.Name}}</h1>
<p class="th-username">@{{.P.Username}}</p>
{{if .P.Headline}}<p class="th-headline">{{.P.Headline}}</p>{{end}}
{{if .P.ResumeURL}}<p><a class="th-btn" href="{{.P.ResumeURL}}" data-open="th-resume" target="_blank" rel="noopener">{{index .Texts "viewResume"}}</a></p>{{end}}
{{template "facts" .}}
{{if .Contact}}<p class="th-contact">{{range $i, $c := .Contact}}{{if $i}} • {{end}}{{if $c.Href}}<a href="{{$c.Href}}">{{$c.Text}}</a>{{else}}<span>{{$c.Text}}</span>{{end}}{{end}}</p>{{end}}
{{if .Links}}<ul class="th-links" aria-label="Social links">{{range .Links}}<li><a href="{{.URL}}" target="_blank" rel="noopener nofollow me">{{.Label}}</a></li>{{end}}</ul>{{end}}
</section>
<div>
{{if .Bio}}<section class="th-card" aria-labelledby="th-bio"><h2 id="th-bio" class="th-section-title">Bio</h2><div class="th-bio">{{.Bio}}</div></section>{{end}}
{{if .Skills}}<section class="th-card" aria-labelledby="th-skills"><div class="th-section-head"><h2 id="th-skills" class="th-section-title">Skills</h2><a class="th-btn th-btn-text" href="#th-how" data-open="th-how">{{index .Texts "howItWorks"}}</a></div>{{template "skills" .Skills}}</section>{{end}}
{{if .Experiences}}<section class="th-card" aria-labelledby="th-exp"><h2 id="th-exp" class="th-section-title">Experiences</h2>{{template "items" .Experiences}}</section>{{end}}
{{if .Projects}}<section class="th-card" aria-labelledby="th-proj"><h2 id="th-proj" class="th-section-title">Projects</h2>{{template "items" .Projects}}</section>{{end}}
{{if .Educations}}<section class="th-card" aria-labelledby="th-edu"><h2 id="th-edu" class="th-section-title">Education</h2>{{template "items" .Educations}}</section>{{end}}
</div>
</div></main>
{{template "report" .}}
<footer class="th-foot"><p>Powered by <a href="/talenthub/jobs">Hirekit Talenthub</a></p></footer>
{{if .P.ResumeURL}}<dialog id="th-resume" aria-labelledby="th-resume-title"><div class="th-dialog-head"><h2 id="th-resume-title">{{index .Texts "resume"}}</h2><form method="dialog"><button class="th-btn th-btn-text" type="submit">Close</button></form></div><iframe class="th-frame" data-src="{{.P.ResumeURL}}" title="{{index .Texts "resume"}} of {{.P.Name}}" height="900"></iframe></dialog>{{end}}
{{if .Skills}}<dialog id="th-how" aria-labelledby="th-how-title"><div class="th-dialog-head"><h2 id="th-how-title">{{index .Texts "howItWorks"}}</h2><form method="dialog"><button class="th-btn th-btn-text" type="submit">Close</button></form></div><div class="th-dialog-body"><p>Each skill carries a badge that says how it was checked. Candidates add skills themselves; a skill is verified when its online assessment is passed on Talenthub.</p><dl>{{range .Badges}}<dt><span class="th-badge{{if eq .Class -1}} th-badge-pending{{else if gt .Class 0}} th-badge-{{.Class}}{{end}}">{{.Badge}}</span></dt><dd>{{.Meaning}}</dd>{{end}}</dl></div></dialog>{{end}}
</body>
</html>{{end}}

{{/* Report this profile: hidden until the page's script shows it, as
only the script sends it (a JSON call); without the script there is no
control that cannot work. */}}
{{define "report"}}<div class="th-wrap"><details class="th-report" hidden><summary>Report this profile</summary>
<form class="th-report-form" action="{{.ReportURL}}" method="post" data-report>
<fieldset><legend>What is wrong with this profile?</legend>{{range .Reasons}}<label class="th-radio"><input type="radio" name="reason" value="{{.Key}}" required> {{.Label}}</label>{{end}}</fieldset>
<label class="th-label" for="th-report-details">Details (optional)</label>
<textarea id="th-report-details" name="details" maxlength="1000" rows="4" aria-describedby="th-report-note"></textarea>
<p id="th-report-note" class="th-note">At most 1000 characters. The talenthub team reviews every report; the candidate is never told who sent it.</p>
<button class="th-btn" type="submit">Send report</button>
<p class="th-report-status" role="status" aria-live="polite"></p>
</form></details></div>{{end}}

{{define "embed"}}{{template "head" .}}
<body class="th-embed">
<main class="th-card" aria-labelledby="th-name">
<div class="th-embed-row">{{template "avatar" .}}<div><h1 id="th-name" class="th-name">{{.P.Name}}</h1><p class="th-username">@{{.P.Username}}</p>{{if .P.Headline}}<p class="th-headline">{{.P.Headline}}</p>{{end}}</div></div>
{{template "facts" .}}
{{if .Skills}}{{template "skills" .Skills}}{{end}}
<p><a class="th-btn" href="{{.Canonical}}" target="_blank" rel="noopener">View profile<span class="th-sr"> of {{.P.Name}} on Talenthub</span></a></p>
</main>
</body>
</html>{{end}}

{{define "notfound"}}{{template "head" .}}
<body>
{{template "top" .}}
<main class="th-wrap th-notfound"><h1>{{index .Texts "notFound"}}</h1><p>This profile does not exist, or its owner has not made it public.</p><p><a class="th-btn" href="/talenthub/jobs">Browse jobs on Talenthub</a></p></main>
</body>
</html>{{end}}
`))
