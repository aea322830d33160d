package httpapi

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"

	"hirekit/internal/recruit"
)

type requestIDKey struct{}

// RequestID returns the id of the request carried by ctx.
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

var validRequestID = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)

// requestID takes a sane X-Request-Id from a proxy or makes one, and
// echoes it so a user's report can be matched with the log.
func (s *Server) requestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-Id")
		if !validRequestID.MatchString(id) {
			b := make([]byte, 8)
			rand.Read(b)
			id = hex.EncodeToString(b)
		}
		w.Header().Set("X-Request-Id", id)
		next.ServeHTTP(w, s.withLogPath(s.withClient(r.WithContext(context.WithValue(r.Context(), requestIDKey{}, id)))))
	})
}

type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := s.ResponseWriter.Write(b)
	s.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the real writer.
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// accessLog writes one structured line per request.
func (s *Server) accessLog(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		if rec.status == 0 {
			rec.status = http.StatusOK
		}
		s.log.LogAttrs(r.Context(), levelFor(rec.status), "http",
			slog.String("request_id", RequestID(r.Context())),
			slog.String("method", r.Method),
			slog.String("path", logPath(r)),
			slog.Int("status", rec.status),
			slog.Int("bytes", rec.bytes),
			slog.Duration("duration", time.Since(start)),
		)
	})
}

// recoverPanics turns a panic into a logged 500 with the usual body.
func (s *Server) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				writeError(w, r, s.log, fmt.Errorf("panic: %v", v))
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// wrap applies the route's access rule, then runs its endpoint and turns a
// returned error into the error answer. Every route goes through here, so
// no handler can forget the check.
func (s *Server) wrap(rt Route) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if s.deps.Config.TestClock && s.deps.WithClock != nil {
			ctx = s.deps.WithClock(ctx, s.testNow)
		}
		if rt.Access.IsPublic() {
			// A public route may still serve a signed-in caller more (the
			// dev mailbox to a platform admin); a bad token is no error here.
			if r.Header.Get("Authorization") != "" {
				if actor, err := s.authenticate(r); err == nil {
					ctx = recruit.WithActor(ctx, actor)
				}
			}
		} else if rt.Access.BySchedulingToken() {
			actor, req, err := s.authenticateScheduler(r)
			if err != nil {
				writeError(w, r, s.log, err)
				return
			}
			if err := recruit.Check(actor, rt.Access.Permission()); err != nil {
				writeError(w, r, s.log, err)
				return
			}
			r, ctx = req, recruit.WithActor(ctx, actor)
		} else {
			if rt.Access.beacon {
				r = beaconToken(r)
			}
			actor, err := s.authenticate(r)
			if err != nil {
				writeError(w, r, s.log, err)
				return
			}
			if err := recruit.Check(actor, rt.Access.Permission()); err != nil {
				writeError(w, r, s.log, err)
				return
			}
			ctx = recruit.WithActor(ctx, actor)
		}
		if err := rt.serve(w, r.WithContext(ctx)); err != nil {
			writeError(w, r, s.log, err)
		}
	})
}

// authenticate reads the bearer token and the company_id query value (the
// transport's part) and asks the session store for the actor.
func (s *Server) authenticate(r *http.Request) (*recruit.Actor, error) {
	unauth := recruit.Errorf(recruit.EUNAUTHORIZED, "Please log in to continue!")
	h := r.Header.Get("Authorization")
	token, ok := strings.CutPrefix(h, "Bearer ")
	if !ok || strings.TrimSpace(token) == "" || s.deps.Sessions == nil {
		return nil, unauth
	}
	var companyID int64
	if q := r.URL.Query().Get("company_id"); q != "" {
		id, err := strconv.ParseInt(q, 10, 64)
		if err != nil || id <= 0 {
			return nil, recruit.FieldError("company_id", "Invalid value for company_id")
		}
		companyID = id
	}
	actor, err := s.deps.Sessions.Session(r.Context(), strings.TrimSpace(token), companyID)
	if err != nil {
		return nil, err
	}
	if actor == nil {
		return nil, unauth
	}
	return actor, nil
}

// beaconToken turns the JSON body's "token" of a POST without an
// Authorization header into that header, so authenticate checks it as
// any session token. The body is read up to its limit and put back for
// the handler; a body that is not JSON names no token (the handler
// refuses it).
func beaconToken(r *http.Request) *http.Request {
	if r.Header.Get("Authorization") != "" || r.Method != http.MethodPost || r.Body == nil {
		return r
	}
	raw, err := io.ReadAll(io.LimitReader(r.Body, maxJSONBody+1))
	r.Body = io.NopCloser(io.MultiReader(bytes.NewReader(raw), r.Body))
	if err != nil {
		return r
	}
	var body struct {
		Token string `json:"token"`
	}
	if json.Unmarshal(raw, &body) != nil || body.Token == "" {
		return r
	}
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+body.Token)
	return r
}

// Rate buckets of the self-schedule page's calls (auth's limits): reading
// is generous, booking tight.
const (
	bucketSelfSchedule        = "self_schedule"
	bucketSelfScheduleConfirm = "self_schedule_confirm"
)

// authenticateScheduler counts the call against the caller's address,
// then turns the request's scheduling token into its holder. The token is
// the query's scheduling_token or, on a POST without one, the JSON body's
// (the spec's client posts it there): the body is read up to its limit
// and put back for the handler. The session header and company_id are
// not looked at: the token names the company.
func (s *Server) authenticateScheduler(r *http.Request) (*recruit.Actor, *http.Request, error) {
	if s.deps.Auth == nil || s.deps.Interview == nil {
		return nil, r, recruit.Errorf(recruit.EUNAUTHORIZED, "Please log in to continue!")
	}
	bucket := bucketSelfSchedule
	if r.Method != http.MethodGet {
		bucket = bucketSelfScheduleConfirm
	}
	if err := s.deps.Auth.LimitRate(r.Context(), bucket, ClientIP(r.Context())); err != nil {
		return nil, r, err
	}
	token := r.URL.Query().Get("scheduling_token")
	if token == "" && r.Method == http.MethodPost && r.Body != nil {
		raw, err := io.ReadAll(io.LimitReader(r.Body, maxJSONBody+1))
		r.Body = io.NopCloser(io.MultiReader(bytes.NewReader(raw), r.Body))
		if err == nil {
			var body struct {
				SchedulingToken string `json:"scheduling_token"`
			}
			// A body that is not JSON names no token; decoding it is the
			// handler's to refuse.
			_ = json.Unmarshal(raw, &body)
			token = body.SchedulingToken
		}
	}
	actor, err := s.deps.Interview.SchedulerFromToken(r.Context(), strings.TrimSpace(token))
	return actor, r, err
}
