package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"hirekit/internal/apptest"
	"hirekit/internal/sqldb"
)

// BenchmarkUnreadCount measures the signed-in context request through the
// whole handler beside /healthz, its baseline, on both engines.
func BenchmarkUnreadCount(b *testing.B) {
	for _, engine := range apptest.Engines {
		db := apptest.OpenDB(b, engine)
		srv := apptest.NewServer(b, db, apptest.ServerOptions{})
		resp := srv.Do(b, "POST", "/api/v1/company", "", map[string]any{
			"user":    map[string]string{"email": "bench@a.test", "password": "correct horse", "phone_number": "9876543210"},
			"company": map[string]string{"name": "Bench"},
		})
		if resp.Status != 200 {
			b.Fatal(resp.Body)
		}
		var out struct {
			Data struct{ Token string } `json:"data"`
		}
		resp.JSON(b, &out)
		h := srv.HTTP.Config.Handler
		for _, path := range []string{"/healthz", "/api/v1/notifications/get-unread-count"} {
			b.Run(string(engine)+path, func(b *testing.B) {
				b.RunParallel(func(pb *testing.PB) {
					for pb.Next() {
						req := httptest.NewRequest("GET", path, nil)
						req.Header.Set("Authorization", "Bearer "+out.Data.Token)
						rec := httptest.NewRecorder()
						h.ServeHTTP(rec, req)
						if rec.Code != http.StatusOK {
							b.Fatalf("%s: %d", path, rec.Code)
						}
					}
				})
			})
		}
	}
	_ = sqldb.SQLite
}
