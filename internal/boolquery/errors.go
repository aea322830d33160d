package boolquery

import "fmt"

// Error is a query the parser cannot read. Its message is short enough to
// show under the search box as it is.
type Error struct {
	// Pos is the 1-based character position the message points at, or 0
	// when the message is about the whole query.
	Pos int
	// Msg says what is wrong, without the position.
	Msg string
}

// Error returns the message with its position, such as
// `Unmatched "(" at position 12`.
func (e *Error) Error() string {
	if e.Pos == 0 {
		return e.Msg
	}
	return fmt.Sprintf("%s at position %d", e.Msg, e.Pos)
}

func errorf(pos int, format string, args ...any) *Error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}
