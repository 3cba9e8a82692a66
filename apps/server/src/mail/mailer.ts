import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';
import { outboxDirOf } from '../system/data-dir.ts';

/** One outgoing mail: an HTML body with its plain-text part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The sender's name: the club's, so the inbox shows who wrote ('Club Padel Norte'
   * <scores@club.example>). The address is always the configured one.
   */
  fromName?: string | null;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written when no SMTP server is configured. */
  file: string | null;
}

/** Sends mail; the app has one (AppContext.mailer). */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  /** Where mail goes: 'smtp' or the outbox folder. */
  readonly destination: string;
}

export const DEFAULT_FROM = 'Bandeja <no-reply@localhost>';

/**
 * The sender: the `from` query parameter of SMTP_URL when given (smtp://user:pass@host:587?from=
 * Club%20%3Cscores%40club.example%3E), else DEFAULT_FROM.
 */
export function senderOf(smtpUrl: string | null): string {
  if (!smtpUrl) return DEFAULT_FROM;
  try {
    return new URL(smtpUrl).searchParams.get('from') ?? DEFAULT_FROM;
  } catch {
    return DEFAULT_FROM;
  }
}

/** The address of a sender ('Club <scores@club.example>' → scores@club.example). */
export function senderAddress(from: string): string {
  const angle = /<([^<>]+)>\s*$/.exec(from);
  return (angle?.[1] ?? from).trim();
}

/** Whether mail goes out from an address the club chose (the `from` of SMTP_URL). */
export function senderConfigured(smtpUrl: string | null): boolean {
  return senderOf(smtpUrl) !== DEFAULT_FROM;
}

/**
 * What the start banner says about mail: where it goes when there is no SMTP server, and that the
 * sender is `no-reply@localhost` when no `from` is configured (mail servers refuse or bin it).
 */
export function mailBannerLines(config: Pick<Config, 'smtpUrl' | 'dataDir'>): string[] {
  const lines: string[] = [];
  if (!config.smtpUrl)
    lines.push(`Mail: not sent, written to ${outboxDirOf(config.dataDir)} (set SMTP_URL to send)`);
  if (!senderConfigured(config.smtpUrl)) {
    lines.push(
      `Mail sender not configured: mails come from ${senderAddress(DEFAULT_FROM)} under the club's name.`,
      "  (add ?from=Club%20%3Cscores%40club.example%3E to SMTP_URL to send from the club's address)",
    );
  }
  return lines;
}

/** The From of one message: the club's name, when given, on the configured address. */
function fromOf(from: string, message: MailMessage) {
  const { fromName, ...rest } = message;
  const name = fromName?.replace(/[\r\n]+/g, ' ').trim();
  return name ? { ...rest, from: { name, address: senderAddress(from) } } : rest;
}

/**
 * SMTP_URL set: nodemailer's SMTP transport. Unset (README.md#configuration): each message is written as an .eml
 * file under $DATA_DIR/outbox, so a club trying the product (and the tests) can read what was sent.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir'>,
  now: () => number = Date.now,
): Mailer {
  const from = senderOf(config.smtpUrl);
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    url.searchParams.delete('from');
    const transport = createTransport(url.toString(), { from });
    return {
      destination: 'smtp',
      async send(message) {
        const info = await transport.sendMail(fromOf(from, message));
        return { messageId: String(info.messageId), file: null };
      },
    };
  }

  const outbox = outboxDirOf(config.dataDir);
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from });
  return {
    destination: outbox,
    async send(message) {
      const info = await transport.sendMail(fromOf(from, message));
      const content = info.message;
      if (!Buffer.isBuffer(content)) throw new Error('the stream transport returned no buffer');
      // Mail carries players' addresses and numbers: the server's user only.
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const stamp = new Date(now()).toISOString().replaceAll(':', '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, content, { mode: 0o600 });
      return { messageId: String(info.messageId), file };
    },
  };
}
