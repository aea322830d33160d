package grammar

import (
	"strings"

	"hirekit/internal/assistant/action"
)

// inviteUser reads "invite neha@x.com as TA, Neha Gupta, Talent Partner".
func (p *parser) inviteUser() (*action.Invite, error) {
	in := &action.Invite{}
	if i := p.emailToken(); i >= 0 {
		in.Email = p.t.toks[i].orig
		p.t.toks[i].used = true
	}
	ds, err := p.dir.Designations(p.ctx)
	if err != nil {
		return nil, err
	}
	bestLen := 0
	for _, d := range ds {
		ws := words(d.Name)
		at := p.t.index(strings.Join(ws, " "))
		if at >= 0 && len(ws) > bestLen && !p.t.anyUsed(span{at, at + len(ws)}) {
			bestLen = len(ws)
			in.DesignationData.Title = d.Name
		}
	}
	if in.DesignationData.Title != "" {
		p.t.markPhrase(strings.Join(words(in.DesignationData.Title), " "))
	}
	in.Roles = p.roles()
	for _, w := range append(lex.Intents.User.Objects, "designation", "designated", "title", "onboard") {
		p.t.markPhrase(w)
	}
	p.markStop()
	if sps := p.spans(); len(sps) > 0 {
		in.Name = sps[0].orig
	}
	if in.Roles == nil {
		in.Roles = []string{}
	}
	return in, nil
}

// inviteAgency reads "invite Talentco agency, hello@talentco.in".
func (p *parser) inviteAgency() (*action.AgencyInvite, error) {
	in := &action.AgencyInvite{}
	if i := p.emailToken(); i >= 0 {
		in.Email = p.t.toks[i].orig
		p.t.toks[i].used = true
	}
	// Small words are marked only in lower case past the first word: a
	// capitalised word is part of a name ("Pinnacle Search").
	aw := set(lex.AgencyWords)
	for i, tk := range p.t.toks {
		lower := tk.orig == strings.ToLower(tk.orig) || i == 0
		if aw[tk.norm] || (lex.stop[tk.norm] && lower) || tk.norm == "-" {
			p.t.toks[i].used = true
		}
	}
	sps := p.spans()
	if len(sps) == 0 {
		return in, nil
	}
	in.AgencyName = sps[0].orig
	// An agency the company already has keeps its own spelling.
	ags, err := p.dir.Agencies(p.ctx)
	if err != nil {
		return nil, err
	}
	for _, a := range ags {
		if NameScore(sps[0].words, words(a.Name)) >= 0.8 {
			in.AgencyName = a.Name
			break
		}
	}
	return in, nil
}
