import { describe, expect, it } from 'vitest';
import { mailBannerLines, senderAddress, senderConfigured } from './mailer.ts';

describe('the mail sender', () => {
  it('reads the address of a configured sender', () => {
    expect(senderAddress('Club Scores <scores@club.example>')).toBe('scores@club.example');
    expect(senderAddress('scores@club.example')).toBe('scores@club.example');
  });

  it('is configured only by the from of SMTP_URL', () => {
    expect(senderConfigured(null)).toBe(false);
    expect(senderConfigured('smtp://mail.example:587')).toBe(false);
    expect(senderConfigured('smtp://mail.example:587?from=Club%20%3Cscores%40club.example%3E')).toBe(true);
  });

  it('the start banner says when the sender is not configured, and where unsent mail goes', () => {
    const none = mailBannerLines({ smtpUrl: null, dataDir: '/srv/bandeja' }).join('\n');
    expect(none).toContain('/srv/bandeja/outbox');
    expect(none).toContain('Mail sender not configured: mails come from no-reply@localhost');
    const noFrom = mailBannerLines({ smtpUrl: 'smtp://mail.example:587', dataDir: '/d' }).join('\n');
    expect(noFrom).not.toContain('outbox');
    expect(noFrom).toContain('Mail sender not configured');
    expect(
      mailBannerLines({ smtpUrl: 'smtp://mail.example:587?from=scores%40club.example', dataDir: '/d' }),
    ).toEqual([]);
  });
});
