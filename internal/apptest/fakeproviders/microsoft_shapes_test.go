package fakeproviders_test

import (
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"hirekit/internal/apptest/fakeproviders"
)

// §5.1 token answer.
type microsoftToken struct {
	AccessToken  string `json:"access_token"`
	TokenType    string `json:"token_type"`
	ExpiresIn    int    `json:"expires_in"`
	ExtExpiresIn int    `json:"ext_expires_in"`
	Scope        string `json:"scope"`
	RefreshToken string `json:"refresh_token"`
	IDToken      string `json:"id_token"`
}

// §5.1 error body.
type aadError struct {
	Error            string `json:"error"`
	ErrorDescription string `json:"error_description"`
	ErrorCodes       []int  `json:"error_codes"`
	Timestamp        string `json:"timestamp"`
	TraceID          string `json:"trace_id"`
	CorrelationID    string `json:"correlation_id"`
}

// §5.2 Graph error body.
type graphError struct {
	Error struct {
		Code       string `json:"code"`
		Message    string `json:"message"`
		InnerError struct {
			Date            string `json:"date"`
			RequestID       string `json:"request-id"`
			ClientRequestID string `json:"client-request-id"`
		} `json:"innerError"`
	} `json:"error"`
}

type dateTimeTimeZone struct {
	DateTime string `json:"dateTime"`
	TimeZone string `json:"timeZone"`
}

// §5.3 getSchedule answer.
type schedules struct {
	Context string `json:"@odata.context"`
	Value   []struct {
		ScheduleID       string `json:"scheduleId"`
		AvailabilityView string `json:"availabilityView"`
		ScheduleItems    []struct {
			IsPrivate bool             `json:"isPrivate"`
			Status    string           `json:"status"`
			Subject   string           `json:"subject"`
			Location  string           `json:"location"`
			Start     dateTimeTimeZone `json:"start"`
			End       dateTimeTimeZone `json:"end"`
		} `json:"scheduleItems"`
		WorkingHours *struct {
			DaysOfWeek []string       `json:"daysOfWeek"`
			StartTime  string         `json:"startTime"`
			EndTime    string         `json:"endTime"`
			TimeZone   map[string]any `json:"timeZone"`
		} `json:"workingHours"`
		Error *struct {
			Message      string `json:"message"`
			ResponseCode string `json:"responseCode"`
		} `json:"error"`
	} `json:"value"`
}

type emailAddress struct {
	Name    string `json:"name"`
	Address string `json:"address"`
}

// §5.4 event answer: the documented fields, and the request's body,
// location and transactionId, which Graph's event resource also carries.
type graphEvent struct {
	Context              string `json:"@odata.context"`
	Etag                 string `json:"@odata.etag"`
	ID                   string `json:"id"`
	CreatedDateTime      string `json:"createdDateTime"`
	LastModifiedDateTime string `json:"lastModifiedDateTime"`
	ICalUID              string `json:"iCalUId"`
	Subject              string `json:"subject"`
	Body                 struct {
		ContentType string `json:"contentType"`
		Content     string `json:"content"`
	} `json:"body"`
	IsCancelled           bool   `json:"isCancelled"`
	IsOnlineMeeting       bool   `json:"isOnlineMeeting"`
	OnlineMeetingProvider string `json:"onlineMeetingProvider"`
	OnlineMeeting         *struct {
		JoinURL string `json:"joinUrl"`
	} `json:"onlineMeeting"`
	OnlineMeetingURL  *string          `json:"onlineMeetingUrl"`
	WebLink           string           `json:"webLink"`
	ShowAs            string           `json:"showAs"`
	Type              string           `json:"type"`
	IsOrganizer       bool             `json:"isOrganizer"`
	ResponseRequested bool             `json:"responseRequested"`
	TransactionID     string           `json:"transactionId"`
	Start             dateTimeTimeZone `json:"start"`
	End               dateTimeTimeZone `json:"end"`
	Location          struct {
		DisplayName string `json:"displayName"`
	} `json:"location"`
	Attendees []struct {
		Type   string `json:"type"`
		Status struct {
			Response string `json:"response"`
			Time     string `json:"time"`
		} `json:"status"`
		EmailAddress emailAddress `json:"emailAddress"`
	} `json:"attendees"`
	Organizer struct {
		EmailAddress emailAddress `json:"emailAddress"`
	} `json:"organizer"`
}

// Graph's user resource, the default properties of GET /me.
type graphUser struct {
	Context           string   `json:"@odata.context"`
	BusinessPhones    []string `json:"businessPhones"`
	DisplayName       string   `json:"displayName"`
	GivenName         string   `json:"givenName"`
	JobTitle          *string  `json:"jobTitle"`
	Mail              string   `json:"mail"`
	MobilePhone       *string  `json:"mobilePhone"`
	OfficeLocation    *string  `json:"officeLocation"`
	PreferredLanguage *string  `json:"preferredLanguage"`
	Surname           string   `json:"surname"`
	UserPrincipalName string   `json:"userPrincipalName"`
	ID                string   `json:"id"`
}

func graphErrorOf(t *testing.T, status, wantStatus int, body []byte, code string) {
	t.Helper()
	if status != wantStatus {
		t.Fatalf("got HTTP %d, want %d: %s", status, wantStatus, body)
	}
	var e graphError
	strict(t, body, &e)
	if e.Error.Code != code || e.Error.Message == "" || e.Error.InnerError.RequestID == "" || e.Error.InnerError.Date == "" {
		t.Errorf("error body: got %+v, want code %s", e, code)
	}
}

func aadErrorOf(t *testing.T, status, wantStatus int, body []byte, code string, aadsts int) {
	t.Helper()
	var e aadError
	strict(t, body, &e)
	if status != wantStatus || e.Error != code || len(e.ErrorCodes) != 1 || e.ErrorCodes[0] != aadsts ||
		!strings.Contains(e.ErrorDescription, "Trace ID: ") || e.TraceID == "" || e.CorrelationID == "" || e.Timestamp == "" {
		t.Errorf("got %d %+v, want %d %s AADSTS%d", status, e, wantStatus, code, aadsts)
	}
}

var graphTime = regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}$`)

func TestMicrosoftShapes(t *testing.T) {
	f := fakeproviders.Start(t)
	e := f.Endpoints()
	const email = "adelev@contoso.test"
	scope := "openid profile email offline_access User.Read Calendars.ReadWrite"
	q := fakeproviders.Authorize(t, e.MicrosoftAuthURL+"?"+url.Values{
		"client_id": {fakeproviders.MicrosoftClientID}, "redirect_uri": {redirect}, "response_type": {"code"},
		"response_mode": {"query"}, "scope": {scope}, "state": {"st"}, "login_hint": {email},
		"code_challenge": {challenge(verifier)}, "code_challenge_method": {"S256"},
	}.Encode())
	if q.Get("state") != "st" || q.Get("code") == "" {
		t.Fatalf("callback query: got %v", q)
	}
	exchange := url.Values{"grant_type": {"authorization_code"}, "code": {q.Get("code")}, "redirect_uri": {redirect},
		"client_id": {fakeproviders.MicrosoftClientID}, "client_secret": {fakeproviders.MicrosoftClientSecret},
		"code_verifier": {verifier + "x"}}

	t.Run("WrongVerifier", func(t *testing.T) {
		status, _, body := call(t, "POST", e.MicrosoftTokenURL, "", exchange)
		aadErrorOf(t, status, 400, body, "invalid_grant", 501481)
	})

	t.Run("UnknownCode", func(t *testing.T) {
		bad := url.Values{"grant_type": {"authorization_code"}, "code": {"nope"}, "redirect_uri": {redirect},
			"client_id": {fakeproviders.MicrosoftClientID}, "client_secret": {fakeproviders.MicrosoftClientSecret}}
		status, _, body := call(t, "POST", e.MicrosoftTokenURL, "", bad)
		aadErrorOf(t, status, 400, body, "invalid_grant", 9002313)
	})

	exchange.Set("code_verifier", verifier)
	status, _, body := call(t, "POST", e.MicrosoftTokenURL, "", exchange)
	if status != 200 {
		t.Fatalf("exchange: got %d %s", status, body)
	}
	var tok microsoftToken
	strict(t, body, &tok)
	if tok.TokenType != "Bearer" || tok.ExpiresIn != 3599 || tok.ExtExpiresIn != 3599 || tok.RefreshToken == "" || tok.IDToken == "" ||
		tok.Scope != "https://graph.microsoft.com/User.Read https://graph.microsoft.com/Calendars.ReadWrite" {
		t.Errorf("token answer: got %+v", tok)
	}

	t.Run("RefreshRotatesAndNeedsScope", func(t *testing.T) {
		form := url.Values{"grant_type": {"refresh_token"}, "refresh_token": {tok.RefreshToken},
			"client_id": {fakeproviders.MicrosoftClientID}, "client_secret": {fakeproviders.MicrosoftClientSecret}}
		status, _, body := call(t, "POST", e.MicrosoftTokenURL, "", form)
		aadErrorOf(t, status, 400, body, "invalid_request", 90014)
		form.Set("scope", scope)
		status, _, body = call(t, "POST", e.MicrosoftTokenURL, "", form)
		var r microsoftToken
		strict(t, body, &r)
		if status != 200 || r.RefreshToken == "" || r.RefreshToken == tok.RefreshToken || r.AccessToken == tok.AccessToken {
			t.Errorf("refresh: got %d %+v, want new access and refresh tokens", status, r)
		}
	})

	graph := e.MicrosoftGraphBase
	t.Run("Me", func(t *testing.T) {
		status, _, body := call(t, "GET", graph+"/me", tok.AccessToken, nil)
		var u graphUser
		strict(t, body, &u)
		if status != 200 || u.Mail != email || u.UserPrincipalName != email || u.DisplayName != "Adelev" || u.ID == "" || u.BusinessPhones == nil {
			t.Errorf("me: got %d %+v", status, u)
		}
	})

	f.Microsoft.AddBusy(email, time.Date(2019, 3, 15, 19, 0, 0, 0, time.UTC), time.Date(2019, 3, 15, 21, 0, 0, 0, time.UTC))
	t.Run("GetSchedule", func(t *testing.T) {
		status, _, body := call(t, "POST", graph+"/me/calendar/getSchedule", tok.AccessToken, map[string]any{
			"schedules":                []string{email, "meganb@contoso.test"},
			"startTime":                map[string]string{"dateTime": "2019-03-15T09:00:00", "timeZone": "Pacific Standard Time"},
			"endTime":                  map[string]string{"dateTime": "2019-03-15T18:00:00", "timeZone": "Pacific Standard Time"},
			"availabilityViewInterval": 60,
		}, "Prefer", `outlook.timezone="Pacific Standard Time"`)
		if status != 200 {
			t.Fatalf("got %d %s", status, body)
		}
		var s schedules
		strict(t, body, &s)
		if !strings.HasSuffix(s.Context, "Collection(microsoft.graph.scheduleInformation)") || len(s.Value) != 2 {
			t.Fatalf("getSchedule: got %+v", s)
		}
		a := s.Value[0]
		// PDT is UTC−7 in March 2019: busy 12:00–14:00 local, hours 3 and 4 of nine.
		if a.ScheduleID != email || a.AvailabilityView != "000220000" || a.Error != nil || len(a.ScheduleItems) != 1 || a.WorkingHours == nil {
			t.Errorf("schedule: got %+v", a)
		}
		it := a.ScheduleItems[0]
		if it.Status != "busy" || it.Start != (dateTimeTimeZone{"2019-03-15T12:00:00.0000000", "Pacific Standard Time"}) || !graphTime.MatchString(it.End.DateTime) {
			t.Errorf("item: got %+v", it)
		}
		if wh := a.WorkingHours; len(wh.DaysOfWeek) != 5 || wh.StartTime != "08:00:00.0000000" || wh.TimeZone["name"] == nil {
			t.Errorf("workingHours: got %+v", wh)
		}
		b := s.Value[1]
		if b.ScheduleID != "meganb@contoso.test" || b.Error == nil || b.Error.ResponseCode == "" || b.Error.Message == "" {
			t.Errorf("unknown schedule: got %+v, want a freeBusyError", b)
		}
	})

	t.Run("GetScheduleLimits", func(t *testing.T) {
		status, _, body := call(t, "POST", graph+"/me/calendar/getSchedule", tok.AccessToken, map[string]any{
			"schedules": []string{email},
			"startTime": map[string]string{"dateTime": "2019-01-01T00:00:00", "timeZone": "UTC"},
			"endTime":   map[string]string{"dateTime": "2019-03-05T00:00:00", "timeZone": "UTC"},
		})
		graphErrorOf(t, status, 400, body, "ErrorInvalidParameter")
	})

	create := map[string]any{
		"subject":  "Interview: Jane Doe",
		"body":     map[string]string{"contentType": "HTML", "content": "Panel interview"},
		"start":    map[string]string{"dateTime": "2024-05-07T10:00:00", "timeZone": "India Standard Time"},
		"end":      map[string]string{"dateTime": "2024-05-07T11:00:00", "timeZone": "India Standard Time"},
		"location": map[string]string{"displayName": "Microsoft Teams Meeting"},
		"attendees": []map[string]any{
			{"emailAddress": map[string]string{"address": "jane.doe@example.com", "name": "Jane Doe"}, "type": "required"},
			{"emailAddress": map[string]string{"address": "interviewer@contoso.com", "name": "Alex"}, "type": "required"},
		},
		"isOnlineMeeting":       true,
		"onlineMeetingProvider": "teamsForBusiness",
		"transactionId":         "7E163156-7762-4BEB-A1C6-729EA81755A7",
	}
	var created graphEvent
	t.Run("CreateEvent", func(t *testing.T) {
		status, _, body := call(t, "POST", graph+"/me/events", tok.AccessToken, create)
		if status != 201 {
			t.Fatalf("got %d %s", status, body)
		}
		strict(t, body, &created)
		ev := created
		if ev.ID == "" || !strings.HasPrefix(ev.Etag, `W/"`) || ev.Subject != "Interview: Jane Doe" || !ev.IsOnlineMeeting ||
			ev.OnlineMeetingProvider != "teamsForBusiness" || ev.OnlineMeeting == nil ||
			!strings.HasPrefix(ev.OnlineMeeting.JoinURL, "https://teams.microsoft.com/l/meetup-join/19%3ameeting_") ||
			ev.OnlineMeetingURL != nil || !strings.Contains(ev.WebLink, "itemid=") || ev.ShowAs != "busy" || ev.Type != "singleInstance" ||
			!ev.IsOrganizer || !ev.ResponseRequested || ev.TransactionID != "7E163156-7762-4BEB-A1C6-729EA81755A7" ||
			ev.Start != (dateTimeTimeZone{"2024-05-07T10:00:00.0000000", "India Standard Time"}) ||
			ev.Organizer.EmailAddress.Address != email || !strings.HasSuffix(ev.CreatedDateTime, "Z") {
			t.Errorf("event: got %+v", ev)
		}
		if len(ev.Attendees) != 2 || ev.Attendees[0].Status.Response != "none" || ev.Attendees[0].Status.Time != "0001-01-01T00:00:00Z" ||
			ev.Attendees[0].Type != "required" || ev.Attendees[0].EmailAddress.Name != "Jane Doe" {
			t.Errorf("attendees: got %+v", ev.Attendees)
		}
	})

	t.Run("SameTransactionIDIsTheSameEvent", func(t *testing.T) {
		status, _, body := call(t, "POST", graph+"/me/events", tok.AccessToken, create)
		var again graphEvent
		strict(t, body, &again)
		if status != 201 || again.ID != created.ID || len(f.Microsoft.Events(email)) != 1 {
			t.Errorf("got %d id %s and %d events, want the first event again", status, again.ID, len(f.Microsoft.Events(email)))
		}
	})

	one := graph + "/me/events/" + url.PathEscape(created.ID)
	t.Run("GetSelectPatchDelete", func(t *testing.T) {
		status, _, body := call(t, "GET", one+"?$select=onlineMeeting,subject", tok.AccessToken, nil)
		var sel struct {
			Context       string `json:"@odata.context"`
			Etag          string `json:"@odata.etag"`
			ID            string `json:"id"`
			Subject       string `json:"subject"`
			OnlineMeeting struct {
				JoinURL string `json:"joinUrl"`
			} `json:"onlineMeeting"`
		}
		strict(t, body, &sel)
		if status != 200 || sel.ID != created.ID || sel.OnlineMeeting.JoinURL != created.OnlineMeeting.JoinURL {
			t.Errorf("get $select: got %d %+v", status, sel)
		}
		status, _, body = call(t, "GET", one, tok.AccessToken, nil)
		var utc graphEvent
		strict(t, body, &utc)
		if status != 200 || utc.Start != (dateTimeTimeZone{"2024-05-07T04:30:00.0000000", "UTC"}) {
			t.Errorf("get without Prefer: got start %+v, want UTC", utc.Start)
		}
		status, _, body = call(t, "PATCH", one, tok.AccessToken, map[string]any{"subject": "Moved"})
		var p graphEvent
		strict(t, body, &p)
		if status != 200 || p.Subject != "Moved" || p.OnlineMeeting == nil || p.Etag == created.Etag {
			t.Errorf("patch: got %d %+v", status, p)
		}
		if status, _, _ := call(t, "DELETE", one, tok.AccessToken, nil); status != 204 {
			t.Errorf("delete: got %d, want 204", status)
		}
		status, _, body = call(t, "DELETE", one, tok.AccessToken, nil)
		graphErrorOf(t, status, 404, body, "ErrorItemNotFound")
	})

	t.Run("Unauthenticated", func(t *testing.T) {
		status, _, body := call(t, "GET", graph+"/me", "EwBnope", nil)
		graphErrorOf(t, status, 401, body, "InvalidAuthenticationToken")
	})

	t.Run("Throttled", func(t *testing.T) {
		f.Microsoft.SetKnobs(fakeproviders.Knobs{Throttle: &fakeproviders.Throttle{Count: 1, RetryAfter: "10"}})
		status, hdr, body := call(t, "GET", graph+"/me", tok.AccessToken, nil)
		graphErrorOf(t, status, 429, body, "TooManyRequests")
		if hdr.Get("Retry-After") != "10" {
			t.Errorf("Retry-After: got %q", hdr.Get("Retry-After"))
		}
	})

	t.Run("RevokedGrant", func(t *testing.T) {
		f.Microsoft.RevokeGrant(email)
		status, _, body := call(t, "POST", e.MicrosoftTokenURL, "", url.Values{"grant_type": {"refresh_token"}, "refresh_token": {tok.RefreshToken},
			"scope": {scope}, "client_id": {fakeproviders.MicrosoftClientID}, "client_secret": {fakeproviders.MicrosoftClientSecret}})
		aadErrorOf(t, status, 400, body, "invalid_grant", 70008)
		status, _, body = call(t, "GET", graph+"/me", tok.AccessToken, nil)
		graphErrorOf(t, status, 401, body, "InvalidAuthenticationToken")
	})

	t.Run("CustomTimeZone", func(t *testing.T) {
		f.Microsoft.SetKnobs(fakeproviders.Knobs{CustomTimeZone: true})
		q := fakeproviders.Authorize(t, e.MicrosoftAuthURL+"?"+url.Values{"client_id": {fakeproviders.MicrosoftClientID},
			"redirect_uri": {redirect}, "response_type": {"code"}, "scope": {scope}, "login_hint": {email}}.Encode())
		_, _, body := call(t, "POST", e.MicrosoftTokenURL, "", url.Values{"grant_type": {"authorization_code"}, "code": {q.Get("code")},
			"redirect_uri": {redirect}, "client_id": {fakeproviders.MicrosoftClientID}, "client_secret": {fakeproviders.MicrosoftClientSecret}})
		var fresh microsoftToken
		strict(t, body, &fresh)
		_, _, body = call(t, "POST", graph+"/me/calendar/getSchedule", fresh.AccessToken, map[string]any{
			"schedules": []string{email},
			"startTime": map[string]string{"dateTime": "2019-03-15T09:00:00", "timeZone": "UTC"},
			"endTime":   map[string]string{"dateTime": "2019-03-15T18:00:00", "timeZone": "UTC"},
		})
		var s schedules
		strict(t, body, &s)
		if len(s.Value) != 1 || s.Value[0].WorkingHours.TimeZone["@odata.type"] != "#microsoft.graph.customTimeZone" {
			t.Errorf("workingHours: got %+v", s.Value)
		}
	})
}
