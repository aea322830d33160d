// Reading the dev mailbox (GET /api/v1/dev/mailbox?to=), which exists when
// no SMTP server is configured and is open on a loopback address.

// waitForLink polls the mailbox of `to` until a message holds a link with
// `pathPrefix` (such as /email-verify/) that is not in `seen`, and returns it.
export async function waitForLink(server, to, pathPrefix, { seen = [], timeoutMs = 20_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"'<>]+${pathPrefix.replace(/\//g, '\\/')}[A-Za-z0-9._~-]+`, 'g');
  for (;;) {
    const response = await fetch(server.url(`/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`));
    if (response.ok) {
      const { data } = await response.json();
      for (const message of data.messages ?? []) {
        const link = (message.text.match(pattern) ?? []).find((found) => !seen.includes(found));
        if (link) return link;
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${pathPrefix} link within ${timeoutMs / 1000} s`);
    await new Promise((wake) => setTimeout(wake, 200));
  }
}
