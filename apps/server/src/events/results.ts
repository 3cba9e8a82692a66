import type { EventView } from '@bandeja/contract';
import { createCanvas } from '@napi-rs/canvas';
import type { AppContext } from '../context.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { CARD_FONT_FAMILY, registerFonts } from '../share/result-image.ts';
import { escapeHtml } from '../web/spa.ts';
import { modelOf } from './model.ts';
import { findEvent, updateEvent } from './repository.ts';
import { eventViewOf } from './view.ts';

/**
 * After the last round (docs/product.md, "Club events"): each player who left an address gets
 * their place, points and games by mail with a link to the event's page, and the standings are
 * drawn as an image for the share page, in the result card's font and colours.
 */

const INK = '#0f172a';
const COURT = '#12583a';
const DEEP = '#0f3d2e';
const BALL = '#d9f99d';
const MUTED = '#64748b';

export function eventPageUrl(ctx: Pick<AppContext, 'publicOrigin'>, id: number): string {
  return `${ctx.publicOrigin()}/events/${id}`;
}

/** One player's results mail. */
export function resultsMail(view: EventView, player: number, to: string, pageUrl: string): MailMessage {
  const name = view.players[player]?.name ?? '';
  const line = view.standings.find((standing) => standing.players.includes(player));
  const place = line ? `${line.rank} of ${view.standings.length}` : '—';
  const figures = line
    ? `${line.points_won} points won, ${line.points_against} against; ${line.played} games: ${line.wins} won, ${line.draws} drawn, ${line.losses} lost`
    : '';
  const table = view.standings.map(
    (standing) => `${standing.rank}. ${standing.name} — ${standing.points_won} points (${standing.wins} won)`,
  );
  const text = [
    `${view.event.name} — ${view.club.name}`,
    '',
    `${name}, you finished ${place}.`,
    figures,
    '',
    'FINAL STANDINGS',
    ...table.map((row) => `  ${row}`),
    '',
    `The evening: ${pageUrl}`,
    '',
    'Sent by Bandeja, live scoring for padel and tennis clubs.',
  ].join('\n');
  const e = escapeHtml;
  const rows = view.standings
    .map((standing) => {
      const mine = line?.participant === standing.participant;
      return `<tr style="${mine ? `background:${BALL};font-weight:700` : ''}"><td style="padding:8px 12px">${standing.rank}</td><td style="padding:8px 12px">${e(standing.name)}</td><td style="padding:8px 12px;text-align:right">${standing.points_won}</td><td style="padding:8px 12px;text-align:right">${standing.wins}</td></tr>`;
    })
    .join('');
  // A viewport and a card at most 560 px wide that shrinks with the phone (a mail without a viewport
  // is laid out 980 px wide and zoomed out).
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(view.event.name)}</title></head><body style="margin:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:${INK}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:${DEEP};color:#ffffff;padding:24px 28px"><p style="margin:0;font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${BALL}">${e(view.club.name)}</p><p style="margin:6px 0 0;font-size:22px;font-weight:800">${e(view.event.name)}</p></td></tr>
<tr><td style="padding:24px 28px 8px"><p style="margin:0;font-size:20px;font-weight:700">${e(name)}, you finished ${e(place)}.</p><p style="margin:6px 0 0;color:${MUTED}">${e(figures)}</p></td></tr>
<tr><td style="padding:16px 28px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr style="color:${MUTED};font-size:11px;text-transform:uppercase"><td style="padding:8px 12px">#</td><td style="padding:8px 12px">Player</td><td style="padding:8px 12px;text-align:right">Points</td><td style="padding:8px 12px;text-align:right">Won</td></tr>${rows}</table></td></tr>
<tr><td style="padding:16px 28px 28px" align="center"><a href="${e(pageUrl)}" style="display:inline-block;background:${COURT};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:10px">See the evening</a></td></tr>
</table></td></tr></table></body></html>`;
  // From the club's name, as a match's statistics mail (docs/product.md, "Club events").
  return {
    to,
    subject: `Your results: ${view.event.name}`,
    text: `${text}\n`,
    html,
    fromName: view.club.name,
  };
}

/**
 * Mails every player with an address their results, once: the event is marked as mailed before
 * the first mail goes, so a second finish (another process, a repeated call) sends nothing.
 */
export async function sendResults(ctx: AppContext, id: number): Promise<number> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const row = await findEvent(tx, id, { lock: true });
    if (row?.status !== 'finished' || row.resultsMailedAt !== null) return null;
    return updateEvent(tx, id, { resultsMailedAt: new Date(ctx.now()) });
  });
  if (!claimed) return 0;
  const view = await eventViewOf(ctx.db, id, ctx.now());
  if (!view) return 0;
  const pageUrl = eventPageUrl(ctx, id);
  let sent = 0;
  for (const [number, player] of modelOf(claimed).players.entries()) {
    if (player.email === null) continue;
    await ctx.mailer.send(resultsMail(view, number, player.email, pageUrl));
    sent += 1;
  }
  return sent;
}

export const STANDINGS_IMAGE_WIDTH = 1080;
const ROW_HEIGHT = 64;
const HEADER_HEIGHT = 220;
/** Rows drawn in the picture; the page lists the rest. */
const MAX_ROWS = 16;

/** The standings as a PNG: the event's name, then rank, name, points won and games won. */
export async function renderStandingsImage(view: EventView): Promise<Buffer> {
  registerFonts();
  const rows = view.standings.slice(0, MAX_ROWS);
  const height = HEADER_HEIGHT + rows.length * ROW_HEIGHT + 80;
  const canvas = createCanvas(STANDINGS_IMAGE_WIDTH, height);
  const g = canvas.getContext('2d');
  const font = (weight: number, size: number) => `${weight} ${size}px ${CARD_FONT_FAMILY}`;
  g.fillStyle = DEEP;
  g.fillRect(0, 0, STANDINGS_IMAGE_WIDTH, height);
  g.fillStyle = BALL;
  g.font = font(700, 30);
  g.fillText(view.club.name.toUpperCase(), 64, 84);
  g.fillStyle = '#ffffff';
  g.font = font(900, 56);
  g.fillText(view.event.name, 64, 152, STANDINGS_IMAGE_WIDTH - 128);
  g.font = font(500, 24);
  g.fillStyle = '#cbd5e1';
  g.fillText('POINTS', STANDINGS_IMAGE_WIDTH - 300, HEADER_HEIGHT - 20);
  g.fillText('WON', STANDINGS_IMAGE_WIDTH - 140, HEADER_HEIGHT - 20);
  for (const [index, standing] of rows.entries()) {
    const y = HEADER_HEIGHT + index * ROW_HEIGHT;
    if (index === 0) {
      g.fillStyle = BALL;
      g.fillRect(40, y + 6, STANDINGS_IMAGE_WIDTH - 80, ROW_HEIGHT - 12);
    }
    g.fillStyle = index === 0 ? DEEP : '#ffffff';
    g.font = font(800, 32);
    g.fillText(String(standing.rank), 64, y + 44);
    g.font = font(700, 32);
    g.fillText(standing.name, 140, y + 44, STANDINGS_IMAGE_WIDTH - 480);
    g.font = font(800, 32);
    g.fillText(String(standing.points_won), STANDINGS_IMAGE_WIDTH - 300, y + 44);
    g.fillText(String(standing.wins), STANDINGS_IMAGE_WIDTH - 140, y + 44);
  }
  return canvas.encode('png');
}
