package httpapi

import "log/slog"

// levelFor logs server errors as errors and everything else as info.
func levelFor(status int) slog.Level {
	if status >= 500 {
		return slog.LevelError
	}
	return slog.LevelInfo
}
