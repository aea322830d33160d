// A real SMTP server for end-to-end tests: Hirekit delivers to it over TCP
// (HIREKIT_SMTP_URL=smtp://127.0.0.1:<port>) exactly as to a mail provider,
// and the test reads what arrived. It speaks the part of RFC 5321 a client
// needs (EHLO/HELO, MAIL, RCPT, DATA with dot-unstuffing, RSET, NOOP, QUIT)
// and decodes the text/plain part of each message (RFC 2045
// quoted-printable or base64).
import { createServer } from 'node:net';

function decodeQuotedPrintable(text) {
  const bytes = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

// textPart finds the text/plain body of a MIME message, decoded.
export function textPart(raw) {
  const [, body = ''] = raw.split(/\r?\n\r?\n(.*)/s);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    const nested = /boundary="?([^";\r\n]+)"?/i.exec(part);
    if (nested && nested[1] !== boundary) {
      const inner = textPart(part.slice(part.search(/\r?\n\r?\n/)));
      if (inner) return inner;
      continue;
    }
    if (!/content-type:\s*text\/plain/i.test(part)) continue;
    const split = part.search(/\r?\n\r?\n/);
    const headers = part.slice(0, split);
    const content = part.slice(split).replace(/^\r?\n\r?\n/, '').replace(/\r?\n$/, '');
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(content);
    if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
    return content;
  }
  return boundary ? '' : body;
}

function header(raw, name) {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1] ?? '';
}

// startSmtp listens on a free loopback port; messages holds what arrived.
export async function startSmtp() {
  const messages = [];
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('latin1');
    let buffer = '';
    let envelope = { from: '', to: [] };
    let data = null;
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 e2e.smtp.test ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          const raw = Buffer.from(data.split('\r\n').map((l) => (l.startsWith('..') ? l.slice(1) : l)).join('\r\n'), 'latin1').toString('utf8');
          messages.push({ from: envelope.from, to: envelope.to, raw, subject: header(raw, 'Subject'), text: textPart(raw) });
          data = null;
          envelope = { from: '', to: [] };
          reply('250 2.0.0 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-e2e.smtp.test\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 10485760\r\n');
        else if (verb === 'HELO') reply('250 e2e.smtp.test');
        else if (verb === 'MAIL') { envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? ''; reply('250 2.1.0 ok'); }
        else if (verb === 'RCPT') { envelope.to.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase()); reply('250 2.1.5 ok'); }
        else if (verb === 'DATA') { data = ''; reply('354 end with <CRLF>.<CRLF>'); }
        else if (verb === 'RSET') { envelope = { from: '', to: [] }; reply('250 2.0.0 ok'); }
        else if (verb === 'NOOP') reply('250 2.0.0 ok');
        else if (verb === 'QUIT') { reply('221 2.0.0 bye'); socket.end(); return; }
        else reply('502 5.5.2 command not implemented');
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    // waitFor resolves with the first message to `to` that `match` accepts.
    async waitFor(to, match = () => true, { timeoutMs = 20_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.to.includes(to.toLowerCase()) && match(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs / 1000} s; got: ${messages.map((m) => `${m.to} «${m.subject}»`).join(', ')}`);
        await new Promise((wake) => setTimeout(wake, 100));
      }
    },
    // link finds the first address with pathPrefix in a message's text.
    link(message, pathPrefix) {
      const pattern = new RegExp(`https?://[^\\s"'<>]+${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`);
      return pattern.exec(message.text)?.[0];
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
