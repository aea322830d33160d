//go:build linux && !amd64 && !arm64

package resume

// sysMemfdCreate is unknown here: 0 makes memFile fail and run fall back
// to a temporary file.
const sysMemfdCreate = 0
