package webhooks

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"syscall"
	"time"
)

// errPrivate is the delivery error of a receiver that resolved to an
// address Hirekit does not post to.
var errPrivate = errors.New("refused: the address is private, loopback or link-local")

// cgnat is 100.64.0.0/10, shared address space that is as internal as
// the RFC 1918 ranges on most clouds.
var cgnat = netip.MustParsePrefix("100.64.0.0/10")

// private says whether ip is somewhere a company's webhook must not
// reach: this machine, the operator's network, link-local (the cloud
// metadata service at 169.254.169.254), multicast or unspecified.
func private(ip netip.Addr) bool {
	ip = ip.Unmap()
	return !ip.IsValid() || ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() ||
		ip.IsInterfaceLocalMulticast() || ip.IsMulticast() || ip.IsUnspecified() || cgnat.Contains(ip)
}

// Timeout bounds one delivery attempt, connection to last byte read.
const Timeout = 10 * time.Second

// maxResponse is how much of a receiver's answer is read: only its status
// matters, and a receiver must not make Hirekit read forever.
const maxResponse = 64 << 10

// newClient is the delivery HTTP client. Redirects are not followed (a
// 3xx is a failed attempt: a redirect could point anywhere), no proxy
// from the environment is used, and unless allowPrivate the dialer's
// Control refuses private addresses after DNS resolution, so a name that
// resolved to a public address when registered and to 127.0.0.1 now
// (DNS rebinding) still cannot reach inside.
func newClient(allowPrivate bool) *http.Client {
	dialer := &net.Dialer{Timeout: Timeout}
	if !allowPrivate {
		dialer.Control = func(network, address string, _ syscall.RawConn) error {
			ap, err := netip.ParseAddrPort(address)
			if err != nil || private(ap.Addr()) {
				return errPrivate
			}
			return nil
		}
	}
	return &http.Client{
		Timeout: Timeout,
		Transport: &http.Transport{
			Proxy:                 nil,
			DialContext:           dialer.DialContext,
			TLSHandshakeTimeout:   Timeout,
			ResponseHeaderTimeout: Timeout,
			MaxIdleConnsPerHost:   2,
			IdleConnTimeout:       90 * time.Second,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

// resolvesPrivate looks host up and says whether any of its addresses is
// private (registration's check; delivery checks again at dial time).
func resolvesPrivate(ctx context.Context, host string) (bool, error) {
	if ip, err := netip.ParseAddr(host); err == nil {
		return private(ip), nil
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	ips, err := net.DefaultResolver.LookupNetIP(ctx, "ip", host)
	if err != nil {
		return false, fmt.Errorf("lookup %s: %w", host, err)
	}
	for _, ip := range ips {
		if private(ip) {
			return true, nil
		}
	}
	return false, nil
}
