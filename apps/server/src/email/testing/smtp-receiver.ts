import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message as the receiving SMTP server saw it, decoded enough for assertions. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

export interface SmtpReceiver {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback for tests (no auth, no TLS). `failFirst` answers the first
 * deliveries with a temporary error, like a server that is up but not accepting mail.
 */
export async function startSmtpReceiver(options: { port?: number; failFirst?: number } = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  let failuresLeft = options.failFirst ?? 0;
  const serverOptions: SMTPServerOptions = {
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (failuresLeft > 0) {
        failuresLeft--;
        const error = Object.assign(new Error('Service temporairement indisponible'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          ...parseMessage(Buffer.concat(chunks).toString('latin1')),
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`${messages.length} e-mail(s) reçu(s) sur ${count} attendu(s)`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free loopback port with nothing listening on it: an SMTP server that is down. */
export async function unusedPort(): Promise<number> {
  const receiver = await startSmtpReceiver();
  await receiver.close();
  return receiver.port;
}

// --- Just enough MIME for nodemailer's output: headers, multipart/alternative, QP and base64. ---

function parseMessage(raw: string): Omit<ReceivedMail, 'to'> {
  const { headers, body } = splitHeaders(raw);
  const parts = leafParts(headers, body);
  const part = (type: string) => parts.find((p) => (p.headers['content-type'] ?? 'text/plain').startsWith(type));
  return {
    subject: decodeWords(headers.subject ?? ''),
    messageId: headers['message-id'] ?? '',
    text: decodeOptional(part('text/plain')),
    html: decodeOptional(part('text/html')),
  };
}

type Part = { headers: Record<string, string>; body: string };

function splitHeaders(raw: string): Part {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(end + 4) };
}

function leafParts(headers: Record<string, string>, body: string): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!headers['content-type']?.startsWith('multipart/') || !boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => {
      const part = splitHeaders(chunk.replace(/^\r\n/, ''));
      return leafParts(part.headers, part.body);
    });
}

function decodeOptional(part: Part | undefined): string {
  return part ? decodeBody(part) : '';
}

function decodeBody({ headers, body }: Part): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\r\n/g, ''));
  return Buffer.from(body, 'latin1').toString('utf8');
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
