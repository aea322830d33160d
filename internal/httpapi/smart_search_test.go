package httpapi_test

import (
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// TestSmartSearchAnswers checks the route's decoding and answers; what it
// finds is tested in internal/ats.
func TestSmartSearchAnswers(t *testing.T) {
	t.Parallel()
	apptest.NewDB(t, func(t *testing.T, db *sqldb.DB) {
		srv := apptest.NewServer(t, db, apptest.ServerOptions{})
		tm := newTeam(t, srv, "alpha")
		admin := tm.tokens[recruit.RoleAdmin]
		get := func(query, token string) apptest.Response {
			return srv.Do(t, "GET", "/api/v1/smart-search"+query, token, nil)
		}
		wantAnswer(t, "an empty search", get("", admin), 200, `"results":[]`)
		wantAnswer(t, "filters", get("?q=python&tags=Top+Company&min_experience=0&max_experience=4.5&graduation_year_min=2010&jobs=1&states=applied&per_page=100", admin), 200, `"per_page":100`)
		wantAnswer(t, "the tags offered", get("", admin), 200, `"tags":["Top Institute"`)
		wantAnswer(t, "a broken query", get("?q=python+AND+(django", admin), 400, `at position 12`)
		wantAnswer(t, "a huge page", get("?per_page=1000", admin), 400, "Pages hold 1 to 100 results")
		wantAnswer(t, "a bad number", get("?min_experience=NaN", admin), 400, "min_experience")
		wantAnswer(t, "an unknown tag", get("?tags=Rockstar", admin), 400, "Unknown tag")
		wantAnswer(t, "a hiring manager", get("?q=go", tm.tokens[recruit.RoleHiringManager]), 200, `"results":[]`)
		wantAnswer(t, "a panel member", get("?q=go", tm.tokens[recruit.RolePanel]), 403, "")
		wantAnswer(t, "nobody", get("?q=go", ""), 401, "")
	})
}
