package fakeproviders

import (
	"html/template"
	"net/http"
)

// consentTmpl is the fake consent page: small, with stable ids a browser
// journey clicks. The form posts back to the same URL, query included.
var consentTmpl = template.Must(template.New("consent").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in – fake {{.Provider}}</title></head>
<body>
<h1>Fake {{.Provider}}</h1>
<p>Hirekit wants to access your account.</p>
<form method="post">
<label for="email">Email</label>
<input id="email" name="email" type="email" value="{{.Email}}">
<ul>{{range .Scopes}}<li>{{.}}</li>{{end}}</ul>
<button id="allow" name="decision" value="allow" type="submit">Allow</button>
<button id="deny" name="decision" value="deny" type="submit">Deny</button>
</form>
</body></html>
`))

// providerNames are the providers as the page names them.
var providerNames = map[string]string{"google": "Google", "microsoft": "Microsoft", "lever": "Lever"}

func consentPage(w http.ResponseWriter, provider, email string, scopes []string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	_ = consentTmpl.Execute(w, map[string]any{"Provider": providerNames[provider], "Email": email, "Scopes": scopes})
}

var errorTmpl = template.Must(template.New("error").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{.Title}}</title></head>
<body><h1>{{.Title}}</h1><p>{{.Detail}}</p></body></html>
`))

// page is an error page shown instead of redirecting, as the providers do
// when the client or the redirect URI cannot be trusted.
func page(w http.ResponseWriter, status int, title, detail string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_ = errorTmpl.Execute(w, map[string]string{"Title": title, "Detail": detail})
}
