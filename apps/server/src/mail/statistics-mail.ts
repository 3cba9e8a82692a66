import type { MatchPlayer, MatchStatisticsPayload, PlayerNumber } from '@bandeja/contract';
import {
  formatDuration,
  formatPercent,
  formatResult,
  playerStatisticsOf,
  playerStatisticsRows,
  splitTeamName,
  teamStatisticsRows,
} from '@bandeja/contract';
import type { ResultCardSet } from '@bandeja/contract/result-card';
import type { FinishReason } from '@bandeja/scoring';
import {
  describeFinish,
  formatDateTime,
  statisticLabel,
  type TextKey,
  type Translator,
  translator,
} from '../texts/index.ts';
import { escapeHtml } from '../web/spa.ts';
import type { MailMessage } from './mailer.ts';

/** What a statistics mail says: the match, its statistics, and optionally the player it is for. */
export interface StatisticsMailInput {
  to: string;
  team1Name: string;
  team2Name: string;
  winner: 'team1' | 'team2' | 'draw' | null;
  sets: ResultCardSet[];
  /** How the match ended: a retirement or walkover is marked after the score ('Ret.', 'W/O'). */
  finishReason: FinishReason | null;
  courtName: string | null;
  startTime: Date | null;
  players: MatchPlayer[];
  statistics: MatchStatisticsPayload;
  /** The player whose numbers lead the mail; null for the match summary (creation email). */
  playerNumber: PlayerNumber | null;
  /** The public share page of the match, when the sender knows the site's address. */
  shareUrl: string | null;
  /**
   * Each team's confirm link (docs/players.md, "Results both teams confirm"): the mail is a second
   * way to answer, beside the court display's QR codes. null: none (a match without a club).
   */
  confirmLinks?: { team1: string; team2: string } | null;
  /**
   * Pages of the match's roster players (docs/players.md, "The player page"): public pages, and the
   * recipient's own private link (`own`) when the mail goes to that player's roster address.
   */
  playerLinks?: { name: string; url: string; own: boolean }[];
  /** Finished without a game won, by the operator or the clock: 'Not played', not a draw. */
  notPlayed?: boolean;
  /** The club's language and time zone (English and the server's zone when left out). */
  tr?: Translator;
}

/**
 * The match's real players (1 and 3 in singles, 1–4 in doubles: the statistics' `players`) with
 * their names: from the match's players list, else split from the team names.
 */
export function playerNames(
  input: Pick<StatisticsMailInput, 'players' | 'team1Name' | 'team2Name' | 'statistics'>,
) {
  const [p1, p2] = splitTeamName(input.team1Name);
  const [p3, p4] = splitTeamName(input.team2Name);
  const fallback: Record<PlayerNumber, string> = { 1: p1, 2: p2, 3: p3, 4: p4 };
  return input.statistics.players.map((number) => {
    const listed = input.players.find((player) => player.playerNumber === number);
    const name = listed?.name || fallback[number] || `Player ${number}`;
    return { number, name, team: number <= 2 ? ('team1' as const) : ('team2' as const) };
  });
}

function resultLine(input: StatisticsMailInput, tr: Translator): string {
  if (input.notPlayed) return tr.t('notPlayedLine');
  if (input.winner === 'team1') return tr.t('winnerLine', { team: input.team1Name });
  if (input.winner === 'team2') return tr.t('winnerLine', { team: input.team2Name });
  if (input.winner === 'draw') return tr.t('drawLine');
  return tr.t('inProgressLine');
}

/** The court, the start in the club's time zone (never UTC by accident), and the duration. */
function whenLine(input: StatisticsMailInput, tr: Translator): string {
  const parts: string[] = [];
  if (input.courtName) parts.push(input.courtName);
  if (input.startTime) parts.push(formatDateTime(tr, input.startTime));
  if (input.statistics.pointByPoint && !input.notPlayed)
    parts.push(tr.t('durationLine', { duration: input.statistics.matchDuration }));
  return parts.join(' · ');
}

/** Why a match has no point-by-point figures (a walkover, a result entered by hand). */
function notAvailableLine(input: StatisticsMailInput, tr: Translator): string {
  const how = input.finishReason
    ? describeFinish(tr, input.finishReason).toLocaleLowerCase(tr.locale)
    : tr.t('notScoredLive');
  return tr.t('notAvailable', { how });
}

function teamLabel(tr: Translator, team: 'team1' | 'team2'): string {
  return tr.t(team satisfies TextKey);
}

export function statisticsMail(input: StatisticsMailInput): MailMessage {
  const tr = input.tr ?? translator();
  const names = playerNames(input);
  const player = names.find((named) => named.number === input.playerNumber) ?? null;
  const teams = tr.t('teams', { team1: input.team1Name, team2: input.team2Name });
  const score = formatResult(input.sets, input.finishReason);
  const subject = player
    ? tr.t('subjectPlayer', { player: player.name, teams })
    : tr.t('subjectMatch', { teams });
  const parts: MailParts = { input, tr, names, player, teams, score };
  return {
    to: input.to,
    subject,
    text: plainText(parts),
    html: html(parts),
  };
}

type Named = ReturnType<typeof playerNames>[number];

/** What both bodies of the mail, plain text and HTML, are made of. */
interface MailParts {
  input: StatisticsMailInput;
  tr: Translator;
  names: Named[];
  player: Named | null | undefined;
  teams: string;
  score: string;
}

function plainText({ input, tr, names, player, teams, score }: MailParts): string {
  const s = input.statistics;
  const lines: string[] = [
    teams,
    resultLine(input, tr),
    tr.t('scoreLine', { score }),
    whenLine(input, tr),
    '',
  ];
  if (input.confirmLinks) {
    lines.push(tr.t('confirmResult').toLocaleUpperCase(tr.locale), tr.t('confirmHint'));
    lines.push(`  ${input.team1Name}: ${input.confirmLinks.team1}`);
    lines.push(`  ${input.team2Name}: ${input.confirmLinks.team2}`, '');
  }
  const ending = () => {
    if (input.playerLinks?.length) {
      lines.push('', tr.t('playerPages').toLocaleUpperCase(tr.locale));
      for (const link of input.playerLinks)
        lines.push(`  ${link.name}${link.own ? ` — ${tr.t('ownPage')}` : ''}: ${link.url}`);
    }
    if (input.shareUrl) lines.push('', `${tr.t('viewMatch')}: ${input.shareUrl}`);
    lines.push('', tr.t('footer'));
    return `${lines.join('\n')}\n`;
  };
  // A match not played has no figures to show: zeros would read as a match played badly.
  if (input.notPlayed) return ending();
  if (!s.pointByPoint) {
    lines.push(notAvailableLine(input, tr));
    return ending();
  }
  if (player) {
    lines.push(
      `${tr.t('yourNumbers').toLocaleUpperCase(tr.locale)} — ${player.name} (${tr.t('playerNumber', { number: player.number })}, ${teamLabel(tr, player.team)})`,
    );
    for (const row of playerStatisticsRows(playerStatisticsOf(s, player.number)))
      lines.push(`  ${statisticLabel(tr, row.label)}: ${row.value}`);
    lines.push('');
  }
  lines.push(`${tr.t('theMatch').toLocaleUpperCase(tr.locale)} — ${input.team1Name} | ${input.team2Name}`);
  for (const row of teamStatisticsRows(s))
    lines.push(`  ${statisticLabel(tr, row.label)}: ${row.team1} | ${row.team2}`);
  lines.push(`  ${tr.t('longestPoint')}: ${formatDuration(s.longestPoint.duration)}`);
  lines.push(`  ${tr.t('averagePoint')}: ${formatDuration(s.averagePointTime.averageDuration)}`);
  lines.push(`  ${tr.t('matchDuration')}: ${s.matchDuration}`);
  lines.push('', `${tr.t('serviceByPlayer').toLocaleUpperCase(tr.locale)} (${tr.t('serviceColumnsLine')})`);
  for (const named of names) {
    const p = playerStatisticsOf(s, named.number);
    lines.push(
      `  ${named.name} (${teamLabel(tr, named.team)}): ${p.pointsPlayedWithService}, ${p.pointsWhileServing}, ${formatPercent(p.percentageWonWithService)}, ${p.gamesWonWhileServing}, ${p.serviceBreaks}`,
    );
  }
  return ending();
}

/** The card's side padding: narrow enough that a 390 px phone keeps room for the figures. */
const SIDE = 20;

const C = {
  ink: '#0f172a',
  muted: '#64748b',
  line: '#e2e8f0',
  court: '#12583a',
  deep: '#0f3d2e',
  ball: '#d9f99d',
  soft: '#effaf3',
} as const;

function html({ input, tr, names, player, teams, score }: MailParts): string {
  const e = escapeHtml;
  const s = input.statistics;
  const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  const cell = `padding:10px 8px;border-bottom:1px solid ${C.line};font-size:14px;color:${C.ink}`;

  // Figures as tiles that wrap (two or three to a row on a 390 px phone, five on a computer), so
  // no language's labels push the mail wider than the phone (docs/i18n.md, "What the server writes").
  const tile = (value: string, label: string, width: number) =>
    `<div style="display:inline-block;vertical-align:top;box-sizing:border-box;width:${width}px;margin:3px;background:${C.soft};border-radius:12px;padding:10px 6px;text-align:center;overflow-wrap:anywhere"><div style="font-size:${width > 90 ? 22 : 17}px;font-weight:800;color:${C.deep}">${e(value)}</div><div style="font-size:11px;color:${C.muted};margin-top:4px">${e(label)}</div></div>`;

  const playerBlock = player
    ? `<tr><td style="padding:24px ${SIDE}px 8px">
        <p style="margin:0 0 4px;font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${C.court};font-weight:700">${e(tr.t('yourNumbers'))}</p>
        <p style="margin:0 0 14px;font-size:20px;font-weight:700;color:${C.ink}">${e(player.name)} <span style="font-size:14px;font-weight:500;color:${C.muted}">${e(tr.t('playerNumber', { number: player.number }))} · ${e(teamLabel(tr, player.team))}</span></p>
        <div style="text-align:center">${playerStatisticsRows(playerStatisticsOf(s, player.number))
          .map(({ label, value }) => tile(value, statisticLabel(tr, label), 100))
          .join('')}</div>
      </td></tr>`
    : '';

  const rows = [
    ...teamStatisticsRows(s).map((row) => [statisticLabel(tr, row.label), row.team1, row.team2]),
    [tr.t('longestPoint'), formatDuration(s.longestPoint.duration), ''],
    [tr.t('averagePoint'), formatDuration(s.averagePointTime.averageDuration), ''],
    [tr.t('matchDuration'), s.matchDuration, ''],
  ]
    .map(([label, one, two]) =>
      two === ''
        ? `<tr><td style="${cell};color:${C.muted}">${e(label ?? '')}</td><td colspan="2" style="${cell};text-align:center;font-weight:600">${e(one ?? '')}</td></tr>`
        : `<tr><td style="${cell};color:${C.muted}">${e(label ?? '')}</td><td style="${cell};text-align:center;font-weight:600">${e(one ?? '')}</td><td style="${cell};text-align:center;font-weight:600">${e(two ?? '')}</td></tr>`,
    )
    .join('');

  // Each player's service line: the name, then the five figures as small tiles under the columns' names.
  const serviceRows = names
    .map((named) => {
      const p = playerStatisticsOf(s, named.number);
      const mine = player?.number === named.number;
      const bg = mine ? `background:${C.ball};` : '';
      const figures: [string, string][] = [
        [String(p.pointsPlayedWithService), tr.t('columnServed')],
        [String(p.pointsWhileServing), tr.t('columnWon')],
        [formatPercent(p.percentageWonWithService), tr.t('columnPercentWon')],
        [String(p.gamesWonWhileServing), tr.t('columnGamesWon')],
        [String(p.serviceBreaks), tr.t('columnGamesLost')],
      ];
      return `<tr style="${bg}"><td style="${cell};font-weight:${mine ? 700 : 500}">${e(named.name)} <span style="font-size:12px;font-weight:500;color:${C.muted}">${e(teamLabel(tr, named.team))}</span><div style="margin-top:6px">${figures.map(([value, label]) => tile(value, label, 78)).join('')}</div></td></tr>`;
    })
    .join('');
  const th = `padding:8px 12px;font-size:11px;letter-spacing:1px;text-transform:uppercase;color:${C.muted};text-align:center;border-bottom:2px solid ${C.line}`;

  const button = (url: string, label: string) =>
    `<a href="${e(url)}" style="display:inline-block;margin:4px;background:${C.court};color:#ffffff;text-decoration:none;font-weight:700;padding:10px 16px;border-radius:10px">${e(label)}</a>`;
  const confirmBlock = input.confirmLinks
    ? `<tr><td style="padding:20px ${SIDE}px 4px" align="center">
  <p style="margin:0 0 4px;font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${C.court};font-weight:700">${e(tr.t('confirmResult'))}</p>
  <p style="margin:0 0 8px;font-size:13px;color:${C.muted}">${e(tr.t('confirmHint'))}</p>
  ${button(input.confirmLinks.team1, input.team1Name)}${button(input.confirmLinks.team2, input.team2Name)}
</td></tr>`
    : '';
  const playerLinks = input.playerLinks?.length
    ? `<tr><td style="padding:20px ${SIDE}px 4px">
  <p style="margin:0 0 8px;font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${C.court};font-weight:700">${e(tr.t('playerPages'))}</p>
  ${input.playerLinks
    .map(
      (link) =>
        `<p style="margin:0 0 6px;font-size:14px"><a href="${e(link.url)}" style="color:${C.court};font-weight:700">${e(link.name)}</a>${link.own ? ` <span style="font-size:12px;color:${C.muted}">${e(tr.t('ownPage'))}</span>` : ''}</p>`,
    )
    .join('')}
</td></tr>`
    : '';

  const link = input.shareUrl
    ? `<tr><td style="padding:28px ${SIDE}px 16px" align="center"><a href="${e(input.shareUrl)}" style="display:inline-block;background:${C.court};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:10px">${e(tr.t('viewMatch'))}</a></td></tr>`
    : '';

  const figures = input.notPlayed
    ? ''
    : s.pointByPoint
      ? `${playerBlock}
<tr><td style="padding:24px ${SIDE}px 8px">
  <p style="margin:0 0 10px;font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${C.court};font-weight:700">${e(tr.t('theMatch'))}</p>
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">
  <tr><th style="${th};text-align:left"></th><th style="${th}">${e(input.team1Name)}</th><th style="${th}">${e(input.team2Name)}</th></tr>
  ${rows}
  </table>
</td></tr>
<tr><td style="padding:24px ${SIDE}px 8px">
  <p style="margin:0 0 10px;font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${C.court};font-weight:700">${e(tr.t('serviceByPlayer'))}</p>
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">
  <tr><th style="${th};text-align:left">${e(tr.t('columnPlayer'))}</th></tr>
  ${serviceRows}
  </table>
</td></tr>`
      : `<tr><td style="padding:24px ${SIDE}px 8px;font-size:14px;color:${C.muted}">${e(notAvailableLine(input, tr))}</td></tr>`;

  // overflow-wrap:anywhere (inherited by every cell): a long word ('Aufschlagspiele') breaks rather
  // than widens the mail past a 390 px phone.
  return `<!doctype html>
<html lang="${tr.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(teams)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;overflow-wrap:anywhere;${font}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:${C.deep};padding:24px ${SIDE}px;color:#ffffff">
  <p style="margin:0;font-size:14px;font-weight:800;letter-spacing:1px;color:${C.ball}">BANDEJA · ${e(tr.t('matchSummary').toLocaleUpperCase(tr.locale))}</p>
  <p style="margin:10px 0 4px;font-size:22px;font-weight:800">${e(teams)}</p>
  <p style="margin:0;font-size:15px">${e(resultLine(input, tr))} · <strong style="color:${C.ball}">${e(score)}</strong></p>
  <p style="margin:8px 0 0;font-size:13px;color:#cbd5e1">${e(whenLine(input, tr))}</p>
</td></tr>
${confirmBlock}
${figures}
${playerLinks}
${link}
<tr><td style="padding:16px ${SIDE}px 24px;font-size:12px;color:${C.muted}" align="center">${e(tr.t('footer'))}</td></tr>
</table>
</td></tr></table>
</body></html>
`;
}
