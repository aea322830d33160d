package assistant

import (
	"bytes"
	"context"
	"encoding/json"
	"net/url"
	"strings"

	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// event is one audited call: a parse, a perform or a support request.
type event struct {
	Kind   string // parse, parse_job_filters, perform, callback
	Prompt string
	Action string
	Source string // grammar, model, or "" for a form's perform
	Fields json.RawMessage
}

// maxAuditFields bounds the fields kept per event; longer ones are kept
// as {"truncated": true} (an email body is the usual culprit).
const maxAuditFields = 8000

// audit records ev with its outcome. A failure to record does not undo
// what was done (the mail is sent, the invite exists); it is logged.
func (s *Service) audit(ctx context.Context, ev event, err error) {
	if s.DB == nil {
		return
	}
	actor := recruit.ActorFrom(ctx)
	if actor == nil || actor.CompanyID == 0 {
		return
	}
	outcome, msg := "ok", ""
	if err != nil {
		outcome, msg = "error", recruit.ErrorMessage(err)
		if msg == "" {
			msg = recruit.ErrorCode(err)
		}
	}
	var user any
	if actor.UserID != 0 {
		user = actor.UserID
	}
	prompt := strings.ToValidUTF8(strings.ReplaceAll(ev.Prompt, "\x00", ""), "")
	if len(prompt) > 2000 {
		prompt = prompt[:2000]
	}
	// Its own context: a cancelled request still leaves its trace.
	wctx := context.WithoutCancel(ctx)
	werr := s.DB.RunInTx(wctx, func(ctx context.Context) error {
		_, err := s.DB.Conn(ctx).NewRaw(`INSERT INTO assistant_events (company_id, user_id, kind, prompt, action, source, fields, outcome, error, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, actor.CompanyID, user, ev.Kind, strings.ToValidUTF8(prompt, ""), ev.Action, ev.Source,
			Redact(ev.Fields), outcome, msg, sqldb.NowIn(ctx)).Exec(ctx)
		return err
	})
	if werr != nil && s.Log != nil {
		s.Log.Error("assistant audit", "err", werr)
	}
}

// secretKeys are the field names whose values are never kept.
var secretKeys = []string{"password", "secret", "token", "passcode", "api_key", "apikey", "authorization"}

// Redact is fields as the audit keeps them: values under secret-looking
// keys replaced, query strings and fragments cut from links (a meeting
// link's pwd=… is a password), NUL dropped, and the whole bounded.
func Redact(fields json.RawMessage) string {
	if len(bytes.TrimSpace(fields)) == 0 {
		return "{}"
	}
	var v any
	if err := json.Unmarshal(fields, &v); err != nil {
		return "{}"
	}
	b, err := json.Marshal(redactValue("", v))
	if err != nil {
		return "{}"
	}
	if len(b) > maxAuditFields {
		return `{"truncated":true}`
	}
	return string(b)
}

func redactValue(key string, v any) any {
	k := strings.ToLower(key)
	for _, s := range secretKeys {
		if strings.Contains(k, s) {
			return "[redacted]"
		}
	}
	switch x := v.(type) {
	case map[string]any:
		for kk, vv := range x {
			x[kk] = redactValue(kk, vv)
		}
		return x
	case []any:
		for i := range x {
			x[i] = redactValue(key, x[i])
		}
		return x
	case string:
		x = strings.ReplaceAll(x, "\x00", "")
		if u, err := url.Parse(x); err == nil && u.Scheme != "" && u.Host != "" && (u.RawQuery != "" || u.Fragment != "" || u.User != nil) {
			u.RawQuery, u.Fragment, u.User = "", "", nil
			return u.String()
		}
		return x
	}
	return v
}
