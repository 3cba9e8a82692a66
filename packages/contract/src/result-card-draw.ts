import { abbreviateFinishReason } from '@bandeja/scoring';
import {
  RESULT_CARD_LABELS,
  RESULT_CARD_SIZE,
  type ResultCardData,
  type ResultCardLabels,
  winnerNameOf,
} from './result-card-data.ts';
import {
  type CardContext,
  type CardImage,
  COLORS,
  drawBall,
  drawLogoTile,
  drawMedal,
  fit,
  label,
  mix,
  roundedRect,
} from './result-card-paint.ts';
import { splitTeamName } from './vocabulary.ts';

/** The layout of the result card (docs/product.md#result-image): header, headline, score table, footnote. */

const PAD = 80;
const WIDTH = RESULT_CARD_SIZE - 2 * PAD;

/**
 * Draws the result card on a 1080×1080 canvas. `fontFamily` is a CSS font-family list; the server
 * registers Inter from npm so its rendering does not depend on the machine's fonts. `clubLogo` is
 * the club's logo already decoded (drawing stays synchronous): it takes the ball's place beside
 * the club's name.
 */
export function drawResultCard(
  ctx: CardContext,
  data: ResultCardData,
  fontFamily: string,
  clubLogo: CardImage | null = null,
): void {
  const font = (weight: number, size: number) => `${weight} ${size}px ${fontFamily}`;
  const words: ResultCardLabels = { ...RESULT_CARD_LABELS, ...(data.labels ?? {}) };
  drawBackground(ctx);
  drawHeader(ctx, font, data, words, clubLogo);

  const winnerName = winnerNameOf(data);
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
  clubLogo: CardImage | null,
) {
  const text = data.winner === null ? words.inPlay : words.finalScore;
  ctx.font = font(800, 24);
  const textWidth = ctx.measureText(text).width + 6 * text.length * 0.5;
  const pillW = textWidth + 56;

  // The club's logo where it has one (the card is the club's), else the product's ball.
  const withLogo = clubLogo !== null && Boolean(data.clubName?.trim());
  if (withLogo && clubLogo) drawLogoTile(ctx, clubLogo, PAD + 34, 130, 68);
  else drawBall(ctx, PAD + 30, 128, 30);
  const nameX = PAD + (withLogo ? 88 : 78);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.font = font(900, 44);
  ctx.fillStyle = COLORS.white;
  // The club's name where known (the card is the club's), cut to leave the pill its room.
  const name = data.clubName?.trim() || 'Bandeja';
  ctx.fillText(fit(ctx, name, RESULT_CARD_SIZE - PAD - nameX - pillW - 24), nameX, 130);

  const x = RESULT_CARD_SIZE - PAD - pillW;
  roundedRect(ctx, x, 104, pillW, 52, 26);
  ctx.fillStyle = COLORS.faint;
  ctx.fill();
  label(ctx, font(800, 24), text, x + 28, 131, COLORS.ball, 3, 'middle');
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
