// A real SMTP server for the journeys: the storefront-api sends its e-mails here through nodemailer
// (SMTP_URL), as it would to the shop's mail relay, and the journeys read them over HTTP:
//   GET    /messages?to=<address>   the messages received for that address, oldest first (JSON)
//   DELETE /messages                forgets every message
//   GET    /ready                   200 once both servers listen (Playwright's webServer check)
// Messages are kept in memory; text and HTML parts are decoded (quoted-printable, base64).
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 4125);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 4126);
const host = '127.0.0.1';
const MAX_MESSAGES = 500;

/** @type {{ id: number, to: string[], from: string, subject: string, text: string, html: string, receivedAt: string }[]} */
let messages = [];
let nextId = 1;

function decodeQuotedPrintable(body) {
  const bytes = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body, encoding) {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), as nodemailer writes subjects. */
function decodeHeaderValue(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, kind, data) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function parseHeaders(block) {
  const headers = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The text and HTML of a MIME entity, looking into multipart bodies. */
function parseEntity(raw, found = { text: '', html: '' }) {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      parseEntity(part.replace(/^\r?\n/, ''), found);
    }
  } else if (/^text\/html/i.test(type)) {
    found.html ||= decodeBody(body, headers['content-transfer-encoding']);
  } else if (/^text\/plain/i.test(type)) {
    found.text ||= decodeBody(body, headers['content-transfer-encoding']);
  }
  return { headers, ...found };
}

const smtp = new SMTPServer({
  // A local sink: no TLS to negotiate (nodemailer would refuse the self-signed certificate) and
  // no account to log in with.
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const { headers, text, html } = parseEntity(raw);
      messages.push({
        id: nextId++,
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        subject: decodeHeaderValue(headers.subject ?? ''),
        text,
        html,
        receivedAt: new Date().toISOString(),
      });
      if (messages.length > MAX_MESSAGES) messages = messages.slice(-MAX_MESSAGES);
      callback();
    });
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}:${httpPort}`);
  const reply = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/ready') return reply(200, { ok: true });
  if (url.pathname === '/messages' && request.method === 'GET') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return reply(
      200,
      messages.filter((m) => !to || m.to.includes(to)),
    );
  }
  if (url.pathname === '/messages' && request.method === 'DELETE') {
    messages = [];
    return reply(200, { ok: true });
  }
  return reply(404, { error: 'not found' });
});

smtp.on('error', (error) => console.error('[smtp-sink]', error.message));
smtp.listen(smtpPort, host, () => {
  http.listen(httpPort, host, () =>
    console.log(`[smtp-sink] SMTP on ${host}:${smtpPort}, messages on http://${host}:${httpPort}/messages`),
  );
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
