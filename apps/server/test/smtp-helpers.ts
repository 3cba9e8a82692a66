import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port, keeping what it receives; `from` names the sender. */
export async function startSmtp(from: string | null = 'Club Scores <scores@club.example>') {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom === false ? '' : envelope.mailFrom.address,
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    /**
     * The mails to `address` once at least one has arrived. A due mail goes out from whichever
     * sweep reaches it first: the test's, or the app's own, which runs every 10 s beside it and
     * may still be sending when the test's finds nothing left to send.
     */
    mailsTo: async (address: string): Promise<ReceivedMail[]> => {
      const deadline = Date.now() + 30_000;
      const to = () => received.filter((mail) => mail.to.includes(address));
      while (to().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      return to();
    },
    url: `smtp://127.0.0.1:${port}${from === null ? '' : `?from=${encodeURIComponent(from)}`}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded value of a header of a raw message ('From', 'Subject'), RFC 2047 words decoded. */
export function headerOf(raw: string, name: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  const value = line ? line.slice(name.length + 1).trim() : '';
  return value.replace(
    /=\?utf-8\?([bq])\?([^?]*)\?=(?:\s+(?==\?))?/gi,
    (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQ(text),
  );
}

function decodeQ(text: string): string {
  const bytes: number[] = [];
  const source = text.replaceAll('_', ' ');
  for (let i = 0; i < source.length; i += 1) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
