package httpapi

import (
	"context"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// client is what the server knows of who is calling.
type client struct {
	// ip is the caller's address: the socket's, or behind a trusted proxy
	// the right-most X-Forwarded-For hop that is not a trusted proxy.
	ip string
	// local is a caller on this machine talking to it directly: a
	// loopback socket, a loopback Host, and no forwarding headers (so
	// neither a reverse proxy nor DNS rebinding stands in between).
	local bool
}

type clientKey struct{}

// ClientIP returns the caller's address, for throttles keyed by it.
func ClientIP(ctx context.Context) string {
	c, _ := ctx.Value(clientKey{}).(client)
	return c.ip
}

// localCaller reports whether the request comes from this machine directly.
func localCaller(ctx context.Context) bool {
	c, _ := ctx.Value(clientKey{}).(client)
	return c.local
}

// forwardingHeaders are set by proxies; a local caller has none.
var forwardingHeaders = []string{"Forwarded", "X-Forwarded-For", "X-Forwarded-Host", "X-Forwarded-Proto", "X-Real-Ip"}

// withClient works out the client of r and carries it in the context.
func (s *Server) withClient(r *http.Request) *http.Request {
	return r.WithContext(context.WithValue(r.Context(), clientKey{}, clientOf(r, s.deps.Config.TrustedProxies)))
}

func clientOf(r *http.Request, trusted []netip.Prefix) client {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	socket, err := netip.ParseAddr(host)
	if err != nil {
		return client{ip: host}
	}
	socket = socket.Unmap()
	c := client{ip: socket.String()}
	forwarded := false
	for _, h := range forwardingHeaders {
		if r.Header.Get(h) != "" {
			forwarded = true
		}
	}
	c.local = socket.IsLoopback() && !forwarded && loopbackHost(r.Host)
	if !isTrusted(socket, trusted) {
		return c
	}
	// Walk X-Forwarded-For from the right: each trusted proxy appended the
	// address it saw; the first hop that is not one of ours is the client.
	var hops []string
	for _, v := range r.Header.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(v, ",")...)
	}
	for i := len(hops) - 1; i >= 0; i-- {
		addr, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			break
		}
		c.ip = addr.Unmap().String()
		if !isTrusted(addr.Unmap(), trusted) {
			break
		}
	}
	return c
}

func isTrusted(addr netip.Addr, trusted []netip.Prefix) bool {
	for _, p := range trusted {
		if p.Contains(addr) {
			return true
		}
	}
	return false
}

// loopbackHost reports whether a Host header names this machine.
func loopbackHost(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	addr, err := netip.ParseAddr(host)
	return err == nil && addr.IsLoopback()
}
