package outlook

import (
	"fmt"
	"time"
)

// windowsZones maps the Windows zone names Graph may answer with to IANA
// names, for the zones of the spec's time-zone list. Hirekit itself sends
// IANA names (Graph accepts both) and asks for answers in UTC, so these
// only matter when Graph ignores the Prefer header.
var windowsZones = map[string]string{
	"UTC":                       "UTC",
	"Greenwich Standard Time":   "Etc/GMT",
	"GMT Standard Time":         "Europe/London",
	"Romance Standard Time":     "Europe/Paris",
	"W. Europe Standard Time":   "Europe/Berlin",
	"Pacific Standard Time":     "America/Los_Angeles",
	"Mountain Standard Time":    "America/Denver",
	"Central Standard Time":     "America/Chicago",
	"Eastern Standard Time":     "America/New_York",
	"India Standard Time":       "Asia/Kolkata",
	"China Standard Time":       "Asia/Shanghai",
	"Tokyo Standard Time":       "Asia/Tokyo",
	"AUS Eastern Standard Time": "Australia/Sydney",
}

// zone resolves a Graph timeZone: a Windows name of the table, else an
// IANA name.
func zone(name string) (*time.Location, error) {
	if iana, ok := windowsZones[name]; ok {
		name = iana
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return nil, fmt.Errorf("outlook: time zone %q: %w", name, err)
	}
	return loc, nil
}
