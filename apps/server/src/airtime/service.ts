import {
  AIRTIME_LATE_DAYS,
  type AirtimeBeatsAnswer,
  type AirtimeBeatsBody,
  type AirtimeQuery,
  type AirtimeReport,
  MESSAGES,
} from '@bandeja/contract';
import type { Actor } from '../auth/policy.ts';
import { loadManagedClub } from '../clubs/service.ts';
import type { AppContext } from '../context.ts';
import { displayOfToken } from '../displays/service.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { serverTimeZone } from '../texts/index.ts';
import { insertAirtime, sponsorIdsOfClub, sumAirtime } from './repository.ts';

const DAY_MS = 86_400_000;
/** A TV's estimate of the server's clock may run a little ahead of it. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/**
 * A paired TV's heartbeats (docs/broadcast.md, "Sponsors' airtime"): each slice of a sponsor logo's
 * showing, stored once whatever the number of times it is sent (a retry, a queue sent again after a
 * reload). A TV of another club is refused (403); a heartbeat too old, in the future or naming a
 * sponsor the club does not have refuses the whole call (400, nothing stored).
 */
export async function recordAirtime(
  ctx: AppContext,
  clubId: number,
  token: string | null,
  body: AirtimeBeatsBody,
): Promise<AirtimeBeatsAnswer> {
  const display = await displayOfToken(ctx, token);
  if (display.clubId !== clubId) throw forbidden(MESSAGES.airtimeDisplayNotOfClub);
  const now = ctx.now();
  const shown = body.beats.map((beat) => Date.parse(beat.shown_at));
  if (shown.some((at) => at < now - AIRTIME_LATE_DAYS * DAY_MS || at > now + FUTURE_TOLERANCE_MS))
    throw badRequest(MESSAGES.airtimeBeatTooLate);
  const sponsorIds = [...new Set(body.beats.map((beat) => beat.sponsor_id))];
  const known = await sponsorIdsOfClub(ctx.db, clubId, sponsorIds);
  if (sponsorIds.some((id) => !known.has(id))) throw badRequest(MESSAGES.airtimeUnknownSponsor);
  const accepted = await insertAirtime(
    ctx.db,
    body.beats.map((beat, index) => ({
      clubId,
      displayId: display.id,
      sponsorId: beat.sponsor_id,
      beatId: beat.id,
      shownAt: new Date(shown[index] ?? now),
      durationMs: Math.max(1, Math.round(beat.seconds * 1000)),
      impression: beat.impression,
    })),
  );
  return { accepted, duplicates: body.beats.length - accepted };
}

/** GET /clubs/{id}/sponsors/airtime: the club's admins (and super admins) only. */
export async function airtimeReportFor(
  ctx: AppContext,
  actor: Actor,
  clubId: number,
  query: AirtimeQuery,
): Promise<AirtimeReport> {
  const club = await loadManagedClub(ctx.db, actor, clubId);
  const timezone = club.timezone ?? serverTimeZone();
  const totals = await sumAirtime(ctx.db, clubId, { ...query, timeZone: timezone });
  const sponsors = new Map<number, { sponsor_id: number; seconds: number; impressions: number }>();
  for (const row of totals) {
    const sum = sponsors.get(row.sponsorId) ?? { sponsor_id: row.sponsorId, seconds: 0, impressions: 0 };
    sum.seconds += row.durationMs / 1000;
    sum.impressions += row.impressions;
    sponsors.set(row.sponsorId, sum);
  }
  return {
    from: query.from,
    to: query.to,
    timezone,
    rows: totals.map((row) => ({
      sponsor_id: row.sponsorId,
      display_id: row.displayId,
      display_name: row.displayName,
      day: row.day,
      seconds: row.durationMs / 1000,
      impressions: row.impressions,
    })),
    sponsors: [...sponsors.values()].sort((a, b) => a.sponsor_id - b.sponsor_id),
  };
}

/** A cell of the CSV export: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The report as CSV, one line per sponsor, TV and day, for a spreadsheet. */
export function airtimeCsv(report: AirtimeReport): string {
  const header = ['day', 'sponsor_id', 'display_id', 'display_name', 'seconds', 'impressions'];
  const lines = report.rows.map((row) =>
    [row.day, row.sponsor_id, row.display_id, row.display_name, row.seconds, row.impressions]
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
