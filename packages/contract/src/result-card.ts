/**
 * `@bandeja/contract/result-card`: the 1080×1080 result image of docs/product.md#result-image, drawn once for both
 * sides. The browser draws it on a <canvas> (results and share pages, attached to native shares);
 * the server draws the same design with @napi-rs/canvas for chat-app previews
 * (`/api/scores/share/{matchId}/image.png`). It needs only the 2D drawing calls both canvases
 * share, so it imports nothing but the engine's labels and stays out of the zod-based entry.
 */
import { abbreviateFinishReason, type FinishReason } from '@bandeja/scoring';
import { SET_KEYS, splitTeamName } from './vocabulary.ts';

export const RESULT_CARD_SIZE = 1080;

/** The fixed share title (docs/product.md#result-image): 'I just played a match in' and the product's name. */
export const SHARE_TITLE = 'I just played a match in Bandeja';

export interface ResultCardSet {
  team1: number;
  team2: number;
  tiebreak?: { team1: number; team2: number } | null;
}

export interface ResultCardData {
  team1Name: string;
  team2Name: string;
  /** null while the match is not finished. */
  winner: 'team1' | 'team2' | 'draw' | null;
  /** Played sets, in order (sets at 0-0 already left out: see `resultCardSets`). */
  sets: ResultCardSet[];
  /** A line under the score, e.g. the court and the day. */
  footnote?: string | null;
  /**
   * How the match ended: a retirement or a walkover is marked ('Ret.', 'W/O':
   * `abbreviateFinishReason`) at the end of the losing team's row.
   */
  finishReason?: FinishReason | null;
  /**
   * Finished without a game won, by the operator or the clock (a match ended by an admin at 0-0):
   * shown as 'NOT PLAYED', not as a draw. `isNotPlayed` decides it.
   */
  notPlayed?: boolean;
  /** The card's words in the club's language; English where left out. */
  labels?: Partial<ResultCardLabels> | null;
  /** The club's name, at the top in place of the product's (whose hashtag stays at the bottom). */
  clubName?: string | null;
}

/** The words on the card (the team names and the score are data). */
export interface ResultCardLabels {
  winner: string;
  draw: string;
  notPlayed: string;
  liveScore: string;
  inPlay: string;
  finalScore: string;
  /** Between the team names when there is no winner: 'Ana & Bea' / 'vs Carla & Dora'. */
  vs: string;
}

export const RESULT_CARD_LABELS: ResultCardLabels = {
  winner: 'WINNER',
  draw: 'DRAW',
  notPlayed: 'NOT PLAYED',
  liveScore: 'LIVE SCORE',
  inPlay: 'IN PLAY',
  finalScore: 'FINAL SCORE',
  vs: 'vs',
};

// Beside formatResult, so that the boards can say 'Not played' without this drawing code.
export { isNotPlayed } from './result-line.ts';

/**
 * The date a result carries: the match's start, or for a match that never started (a walkover, a
 * result entered by hand) the moment its result was given, its end (docs/product.md,
 * "Results and history").
 */
export function resultDateOf<T extends Date | string>(
  start: T | null | undefined,
  end: T | null | undefined,
): T | null {
  return start ?? end ?? null;
}

/**
 * The line under the score: the court's name and the start in the club's language and time zone
 * ('Pista 1 Norte · 23 nov 2026, 17:05'), the same on the server's card and the browser's.
 */
export function resultCardFootnote(
  courtName: string | null | undefined,
  start: Date | string | null | undefined,
  options: { locale: string; timeZone?: string | undefined },
): string | null {
  const when = start
    ? new Intl.DateTimeFormat(options.locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      }).format(new Date(start))
    : null;
  return [courtName || null, when].filter((part): part is string => Boolean(part)).join(' · ') || null;
}

/** A colour stop holder, as both canvases return from createLinearGradient/createRadialGradient. */
interface GradientLike {
  addColorStop(offset: number, color: string): void;
}

/** The part of CanvasRenderingContext2D the card uses (the browser's and @napi-rs/canvas's). */
export interface CardContext {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineCap: string;
  font: string;
  textAlign: string;
  textBaseline: string;
  globalAlpha: number;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  closePath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  rect(x: number, y: number, w: number, h: number): void;
  fill(): void;
  stroke(): void;
  clip(): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): GradientLike;
  createRadialGradient(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number): GradientLike;
}

/** The played sets of a `set_scores` object (set1..set5), sets at 0-0 hidden (docs/product.md#constants-and-timings). */
export function resultCardSets(
  setScores: Partial<Record<(typeof SET_KEYS)[number], ResultCardSet>> | null | undefined,
): ResultCardSet[] {
  if (!setScores) return [];
  return SET_KEYS.map((key) => setScores[key])
    .filter((set): set is ResultCardSet => set !== undefined && (set.team1 !== 0 || set.team2 !== 0))
    .map((set) => ({ team1: set.team1, team2: set.team2, tiebreak: set.tiebreak ?? null }));
}

/** The played sets of Match.score (team1_set1..team2_set5), sets at 0-0 hidden. */
export function resultCardSetsFromSummary(score: Record<string, number> | null | undefined): ResultCardSet[] {
  if (!score) return [];
  const sets: ResultCardSet[] = [];
  for (let n = 1; n <= 5; n += 1) {
    const team1 = score[`team1_set${n}`] ?? 0;
    const team2 = score[`team2_set${n}`] ?? 0;
    if (team1 === 0 && team2 === 0) break; // docs/product.md#entities: a set pair of 0-0 ends the list
    sets.push({ team1, team2, tiebreak: null });
  }
  return sets;
}

/** A rally game's points (docs/scoring-rules.md, "Rally scoring"), as a result carries them. */
export interface RallyPoints {
  team1: number;
  team2: number;
}

/**
 * The result of a live score view as rows of the card: a rally game's points as its one figure
 * ('21-17'; its sets stay at 0-0), else the played sets.
 */
export function resultCardSetsOfView(view: {
  set_scores: Partial<Record<(typeof SET_KEYS)[number], ResultCardSet>>;
  rally?: { team1_points: number; team2_points: number } | undefined;
}): ResultCardSet[] {
  if (view.rally) return [{ team1: view.rally.team1_points, team2: view.rally.team2_points, tiebreak: null }];
  return resultCardSets(view.set_scores);
}

/** The result of a stored match (Match, a finished list item): its rally points, else its played sets. */
export function resultCardSetsOfMatch(match: {
  score: Record<string, number> | null | undefined;
  rally_points?: RallyPoints | null | undefined;
}): ResultCardSet[] {
  if (match.rally_points)
    return [{ team1: match.rally_points.team1, team2: match.rally_points.team2, tiebreak: null }];
  return resultCardSetsFromSummary(match.score);
}

const COLORS = {
  night: '#061c15',
  deep: '#0a2a20',
  court: '#12583a',
  grass: '#177049',
  ball: '#d9f99d',
  ballDeep: '#a3e635',
  white: '#ffffff',
  mist: 'rgba(255,255,255,0.62)',
  faint: 'rgba(255,255,255,0.10)',
  gold: '#f5c542',
  goldDeep: '#c98a0b',
  goldLight: '#fde68a',
  ribbon: '#2f6fed',
  ribbonDeep: '#1f4fb8',
} as const;

const PAD = 80;
const WIDTH = RESULT_CARD_SIZE - 2 * PAD;

/**
 * Draws the result card on a 1080×1080 canvas. `fontFamily` is a CSS font-family list; the server
 * registers Inter from npm so its rendering does not depend on the machine's fonts.
 */
export function drawResultCard(ctx: CardContext, data: ResultCardData, fontFamily: string): void {
  const font = (weight: number, size: number) => `${weight} ${size}px ${fontFamily}`;
  const words: ResultCardLabels = { ...RESULT_CARD_LABELS, ...(data.labels ?? {}) };
  drawBackground(ctx);
  drawHeader(ctx, font, data, words);

  const winnerName = data.notPlayed
    ? null
    : data.winner === 'team1'
      ? data.team1Name
      : data.winner === 'team2'
        ? data.team2Name
        : null;
  if (winnerName !== null) {
    const [first, second] = splitTeamName(winnerName);
    const lines = second ? [first, `& ${second}`] : [first];
    const left = PAD + 150;
    const { size, top } = headline(ctx, font, lines, WIDTH - 150);
    const blockTop = top - 58;
    drawMedal(ctx, PAD + 62, blockTop + 44, 58);
    label(ctx, font(800, 30), words.winner, left, blockTop + 28, COLORS.ball, 6);
    drawNameLines(ctx, font(800, size), lines, left, top, size, WIDTH - 150);
  } else {
    const lines = [data.team1Name, `${words.vs} ${data.team2Name}`];
    const { size, top } = headline(ctx, font, lines, WIDTH);
    const state = data.notPlayed ? words.notPlayed : data.winner === null ? words.liveScore : words.draw;
    label(ctx, font(800, 30), state, PAD, top - 30, COLORS.ball, 6);
    drawNameLines(ctx, font(800, size), lines, PAD, top, size, WIDTH);
  }

  drawScoreTable(ctx, font, data);

  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  if (data.footnote) {
    ctx.font = font(500, 30);
    ctx.fillStyle = COLORS.mist;
    ctx.fillText(fit(ctx, data.footnote, WIDTH - 300), PAD, 1000);
  }
  ctx.textAlign = 'right';
  ctx.font = font(700, 30);
  ctx.fillStyle = COLORS.ball;
  ctx.fillText('#PlayedOnBandeja', RESULT_CARD_SIZE - PAD, 1000);
}

function drawBackground(ctx: CardContext): void {
  const size = RESULT_CARD_SIZE;
  // Flat bands instead of canvas gradients: a gradient is dithered, and a dithered PNG of this size
  // weighs most of a megabyte, too much for a chat app's preview; bands compress to a few dozen kB.
  const bands = 120;
  const bandHeight = size / bands;
  for (let i = 0; i < bands; i += 1) {
    const t = i / (bands - 1);
    ctx.fillStyle =
      t < 0.55 ? mix(COLORS.court, COLORS.deep, t / 0.55) : mix(COLORS.deep, COLORS.night, (t - 0.55) / 0.45);
    ctx.fillRect(0, Math.floor(i * bandHeight), size, Math.ceil(bandHeight) + 1);
  }

  // A soft lime glow from the top right corner, as rings of faint light.
  const rings = 28;
  for (let k = rings; k >= 1; k -= 1) {
    ctx.beginPath();
    ctx.arc(size * 0.85, size * 0.1, (size * 0.75 * k) / rings, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(217,249,157,0.009)';
    ctx.fill();
  }

  // A padel court seen from above, tilted, in faint lines: the card's watermark.
  ctx.save();
  ctx.translate(size * 0.78, size * 0.58);
  ctx.rotate(-0.32);
  ctx.strokeStyle = 'rgba(255,255,255,0.07)';
  ctx.lineWidth = 6;
  const w = 420;
  const h = 840;
  ctx.beginPath();
  ctx.rect(-w / 2, -h / 2, w, h);
  ctx.moveTo(-w / 2, 0);
  ctx.lineTo(w / 2, 0);
  ctx.moveTo(-w / 2, -h * 0.35);
  ctx.lineTo(w / 2, -h * 0.35);
  ctx.moveTo(-w / 2, h * 0.35);
  ctx.lineTo(w / 2, h * 0.35);
  ctx.moveTo(0, -h * 0.35);
  ctx.lineTo(0, h * 0.35);
  ctx.stroke();
  ctx.restore();
}

function drawHeader(
  ctx: CardContext,
  font: (w: number, s: number) => string,
  data: Pick<ResultCardData, 'winner' | 'clubName'>,
  words: ResultCardLabels,
) {
  const text = data.winner === null ? words.inPlay : words.finalScore;
  ctx.font = font(800, 24);
  const textWidth = ctx.measureText(text).width + 6 * text.length * 0.5;
  const pillW = textWidth + 56;

  drawBall(ctx, PAD + 30, 128, 30);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.font = font(900, 44);
  ctx.fillStyle = COLORS.white;
  // The club's name where known (the card is the club's), cut to leave the pill its room.
  const name = data.clubName?.trim() || 'Bandeja';
  ctx.fillText(fit(ctx, name, RESULT_CARD_SIZE - 2 * PAD - 78 - pillW - 24), PAD + 78, 130);

  const x = RESULT_CARD_SIZE - PAD - pillW;
  roundedRect(ctx, x, 104, pillW, 52, 26);
  ctx.fillStyle = COLORS.faint;
  ctx.fill();
  label(ctx, font(800, 24), text, x + 28, 131, COLORS.ball, 3, 'middle');
}

/** A tennis/padel ball: lime with two seams. */
function drawBall(ctx: CardContext, cx: number, cy: number, r: number): void {
  const shade = ctx.createRadialGradient(cx - r * 0.4, cy - r * 0.4, r * 0.1, cx, cy, r);
  shade.addColorStop(0, '#f0ffd0');
  shade.addColorStop(1, COLORS.ballDeep);
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = shade;
  ctx.fill();
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.clip();
  ctx.strokeStyle = COLORS.deep;
  ctx.lineWidth = r * 0.14;
  ctx.beginPath();
  ctx.moveTo(cx - r, cy - r * 0.45);
  ctx.quadraticCurveTo(cx, cy - r * 0.05, cx + r, cy - r * 0.45);
  ctx.moveTo(cx - r, cy + r * 0.45);
  ctx.quadraticCurveTo(cx, cy + r * 0.05, cx + r, cy + r * 0.45);
  ctx.stroke();
  ctx.restore();
}

/** A gold medal on a ribbon, drawn (not an emoji: no font is needed for it). */
function drawMedal(ctx: CardContext, cx: number, cy: number, r: number): void {
  // Ribbon: two bands behind the disc.
  ctx.fillStyle = COLORS.ribbonDeep;
  ctx.beginPath();
  ctx.moveTo(cx - r * 0.9, cy - r * 2.0);
  ctx.lineTo(cx - r * 0.35, cy - r * 2.0);
  ctx.lineTo(cx + r * 0.25, cy - r * 0.4);
  ctx.lineTo(cx - r * 0.3, cy - r * 0.4);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = COLORS.ribbon;
  ctx.beginPath();
  ctx.moveTo(cx + r * 0.9, cy - r * 2.0);
  ctx.lineTo(cx + r * 0.35, cy - r * 2.0);
  ctx.lineTo(cx - r * 0.25, cy - r * 0.4);
  ctx.lineTo(cx + r * 0.3, cy - r * 0.4);
  ctx.closePath();
  ctx.fill();

  const disc = ctx.createLinearGradient(cx - r, cy - r, cx + r, cy + r);
  disc.addColorStop(0, COLORS.goldLight);
  disc.addColorStop(0.5, COLORS.gold);
  disc.addColorStop(1, COLORS.goldDeep);
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = disc;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.74, 0, Math.PI * 2);
  ctx.strokeStyle = 'rgba(120,72,0,0.45)';
  ctx.lineWidth = r * 0.08;
  ctx.stroke();
  star(ctx, cx, cy + r * 0.02, r * 0.42, r * 0.18);
  ctx.fillStyle = 'rgba(255,250,230,0.95)';
  ctx.fill();
}

function star(ctx: CardContext, cx: number, cy: number, outer: number, inner: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const x = cx + radius * Math.cos(angle);
    const y = cy + radius * Math.sin(angle);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/** The vertical middle of the headline area (between the header and the score table). */
const HEADLINE_CENTER = 400;

/** The font size at which the longest headline line fits, and the top that centres the block. */
function headline(
  ctx: CardContext,
  font: (w: number, s: number) => string,
  lines: string[],
  maxWidth: number,
): { size: number; top: number } {
  let size = 84;
  ctx.font = font(800, size);
  while (size > 44 && Math.max(...lines.map((line) => ctx.measureText(line).width)) > maxWidth) {
    size -= 4;
    ctx.font = font(800, size);
  }
  const labelHeight = 58;
  const height = labelHeight + lines.length * size * 1.12;
  return { size, top: HEADLINE_CENTER - height / 2 + labelHeight };
}

/** The headline's name lines. */
function drawNameLines(
  ctx: CardContext,
  fontSpec: string,
  lines: string[],
  x: number,
  top: number,
  size: number,
  maxWidth: number,
): void {
  ctx.font = fontSpec;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillStyle = COLORS.white;
  lines.forEach((line, index) => {
    ctx.fillText(fit(ctx, line, maxWidth), x, top + index * size * 1.12);
  });
}

function drawScoreTable(
  ctx: CardContext,
  font: (w: number, s: number) => string,
  data: ResultCardData,
): void {
  const top = 610;
  const rowH = 130;
  const gap = 16;
  const mark = (data.finishReason ? abbreviateFinishReason(data.finishReason) : '') || null;
  // A walkover has no sets: its mark alone stands for the score.
  // A match not played has no score to show: its rows carry the names alone.
  const sets = data.notPlayed
    ? []
    : data.sets.length > 0 || mark !== null
      ? data.sets
      : [{ team1: 0, team2: 0, tiebreak: null }];
  // Five sets and a mark would leave no room for the names: the boxes narrow a little.
  const crowded = sets.length + (mark === null ? 0 : 1) > 4;
  const boxW = crowded ? 86 : 104;
  const boxGap = crowded ? 10 : 14;
  const markW = mark === null ? 0 : boxW + 36;
  const boxesW = sets.length * boxW + markW + Math.max(0, sets.length + (mark === null ? 0 : 1) - 1) * boxGap;
  const rows = [
    { name: data.team1Name, team: 'team1' as const },
    { name: data.team2Name, team: 'team2' as const },
  ];
  const markedTeam = data.winner === 'team1' ? 'team2' : data.winner === 'team2' ? 'team1' : null;
  rows.forEach((row, index) => {
    const y = top + index * (rowH + gap);
    const won = data.winner === row.team;
    roundedRect(ctx, PAD, y, WIDTH, rowH, 28);
    ctx.fillStyle = won ? 'rgba(217,249,157,0.16)' : 'rgba(255,255,255,0.07)';
    ctx.fill();
    if (won) {
      roundedRect(ctx, PAD, y, 10, rowH, 5);
      ctx.fillStyle = COLORS.ball;
      ctx.fill();
    }

    if (mark !== null && markedTeam === row.team) {
      const mx = RESULT_CARD_SIZE - PAD - 24 - markW;
      roundedRect(ctx, mx, y + 15, markW, rowH - 30, 20);
      ctx.fillStyle = 'rgba(255,255,255,0.16)';
      ctx.fill();
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.font = font(900, 44);
      ctx.fillStyle = COLORS.white;
      ctx.fillText(mark, mx + markW / 2, y + rowH / 2 + 2);
    }

    const nameMax = WIDTH - boxesW - 90;
    const [first, second] = splitTeamName(row.name);
    ctx.textAlign = 'left';
    ctx.fillStyle = won ? COLORS.white : 'rgba(255,255,255,0.82)';
    if (second) {
      ctx.textBaseline = 'alphabetic';
      ctx.font = font(700, 38);
      ctx.fillText(fit(ctx, first, nameMax), PAD + 44, y + 58);
      ctx.fillText(fit(ctx, `& ${second}`, nameMax), PAD + 44, y + 104);
    } else {
      ctx.textBaseline = 'middle';
      ctx.font = font(700, 42);
      ctx.fillText(fit(ctx, first, nameMax), PAD + 44, y + rowH / 2);
    }

    sets.forEach((set, setIndex) => {
      const bx = RESULT_CARD_SIZE - PAD - 24 - boxesW + setIndex * (boxW + boxGap);
      const by = y + 15;
      // A super tiebreak is recorded as a set won 1-0: its points say more than that.
      const superTiebreak = set.tiebreak && set.team1 + set.team2 === 1;
      const shown = superTiebreak && set.tiebreak ? set.tiebreak : set;
      const mine = row.team === 'team1' ? shown.team1 : shown.team2;
      const theirs = row.team === 'team1' ? shown.team2 : shown.team1;
      const tookSet = mine > theirs;
      roundedRect(ctx, bx, by, boxW, rowH - 30, 20);
      ctx.fillStyle = tookSet ? COLORS.ball : 'rgba(255,255,255,0.10)';
      ctx.fill();
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.font = font(900, mine >= 10 || crowded ? 50 : 60);
      ctx.fillStyle = tookSet ? COLORS.deep : COLORS.white;
      ctx.fillText(String(mine), bx + boxW / 2, by + (rowH - 30) / 2 + 3);
      if (set.tiebreak && !superTiebreak) {
        const points = row.team === 'team1' ? set.tiebreak.team1 : set.tiebreak.team2;
        ctx.font = font(800, 24);
        ctx.fillText(String(points), bx + boxW - 18, by + 22);
      }
    });
  });
}

function label(
  ctx: CardContext,
  fontSpec: string,
  text: string,
  x: number,
  y: number,
  color: string,
  spacing: number,
  baseline = 'alphabetic',
): void {
  // Letter spacing by hand: `letterSpacing` is not on every canvas.
  ctx.font = fontSpec;
  ctx.fillStyle = color;
  ctx.textAlign = 'left';
  ctx.textBaseline = baseline;
  let cursor = x;
  for (const char of text) {
    ctx.fillText(char, cursor, y);
    cursor += ctx.measureText(char).width + spacing;
  }
}

/** The colour `t` of the way from `from` to `to` (#rrggbb). */
function mix(from: string, to: string, t: number): string {
  const channel = (hex: string, index: number) =>
    Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((index) =>
    Math.round(
      channel(from, index) + (channel(to, index) - channel(from, index)) * Math.min(1, Math.max(0, t)),
    ),
  );
  return `rgb(${parts.join(',')})`;
}

function roundedRect(ctx: CardContext, x: number, y: number, w: number, h: number, r: number): void {
  const radius = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.lineTo(x + w - radius, y);
  ctx.quadraticCurveTo(x + w, y, x + w, y + radius);
  ctx.lineTo(x + w, y + h - radius);
  ctx.quadraticCurveTo(x + w, y + h, x + w - radius, y + h);
  ctx.lineTo(x + radius, y + h);
  ctx.quadraticCurveTo(x, y + h, x, y + h - radius);
  ctx.lineTo(x, y + radius);
  ctx.quadraticCurveTo(x, y, x + radius, y);
  ctx.closePath();
}

/** The text, cut with an ellipsis when wider than `maxWidth` in the current font. */
function fit(ctx: CardContext, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
