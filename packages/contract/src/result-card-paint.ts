/** The canvas calls and drawn shapes the result card is made of (result-card-draw.ts lays them out). */

/** A colour stop holder, as both canvases return from createLinearGradient/createRadialGradient. */
interface GradientLike {
  addColorStop(offset: number, color: string): void;
}

/**
 * A decoded picture (an HTMLImageElement, an @napi-rs/canvas Image) with the call that draws it on
 * the card's canvas: the two canvases type their `drawImage` differently, so each side binds it.
 */
export interface CardImage {
  width: number;
  height: number;
  drawAt(x: number, y: number, w: number, h: number): void;
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

export const COLORS = {
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

/** A tennis/padel ball: lime with two seams. */
export function drawBall(ctx: CardContext, cx: number, cy: number, r: number): void {
  const shade = ctx.createRadialGradient(cx - r * 0.4, cy - r * 0.4, r * 0.1, cx, cy, r);
  shade.addColorStop(0, '#f0ffd0');
  shade.addColorStop(1, COLORS.ballDeep);
  circle(ctx, cx, cy, r);
  ctx.fillStyle = shade;
  ctx.fill();
  ctx.save();
  circle(ctx, cx, cy, r);
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

/**
 * The club's logo in a white rounded tile of `size`, centred at (cx, cy), scaled to fit whole
 * (a wide logo keeps its proportions), as the share page shows it.
 */
export function drawLogoTile(ctx: CardContext, logo: CardImage, cx: number, cy: number, size: number): void {
  roundedRect(ctx, cx - size / 2, cy - size / 2, size, size, size * 0.2);
  ctx.fillStyle = COLORS.white;
  ctx.fill();
  const inner = size * 0.84;
  const scale = Math.min(inner / Math.max(1, logo.width), inner / Math.max(1, logo.height));
  const w = logo.width * scale;
  const h = logo.height * scale;
  logo.drawAt(cx - w / 2, cy - h / 2, w, h);
}

/** A gold medal on a ribbon, drawn (not an emoji: no font is needed for it). */
export function drawMedal(ctx: CardContext, cx: number, cy: number, r: number): void {
  // Ribbon: two mirrored bands behind the disc, from the top corners crossing down to it.
  for (const [side, color] of [
    [-1, COLORS.ribbonDeep],
    [1, COLORS.ribbon],
  ] as const) {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(cx + side * r * 0.9, cy - r * 2.0);
    ctx.lineTo(cx + side * r * 0.35, cy - r * 2.0);
    ctx.lineTo(cx - side * r * 0.25, cy - r * 0.4);
    ctx.lineTo(cx + side * r * 0.3, cy - r * 0.4);
    ctx.closePath();
    ctx.fill();
  }

  const disc = ctx.createLinearGradient(cx - r, cy - r, cx + r, cy + r);
  disc.addColorStop(0, COLORS.goldLight);
  disc.addColorStop(0.5, COLORS.gold);
  disc.addColorStop(1, COLORS.goldDeep);
  circle(ctx, cx, cy, r);
  ctx.fillStyle = disc;
  ctx.fill();
  circle(ctx, cx, cy, r * 0.74);
  ctx.strokeStyle = 'rgba(120,72,0,0.45)';
  ctx.lineWidth = r * 0.08;
  ctx.stroke();
  star(ctx, cx, cy + r * 0.02, r * 0.42, r * 0.18);
  ctx.fillStyle = 'rgba(255,250,230,0.95)';
  ctx.fill();
}

/** A circle's path, to fill, stroke or clip. */
function circle(ctx: CardContext, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
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

export function label(
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
export function mix(from: string, to: string, t: number): string {
  const channel = (hex: string, index: number) =>
    Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((index) =>
    Math.round(
      channel(from, index) + (channel(to, index) - channel(from, index)) * Math.min(1, Math.max(0, t)),
    ),
  );
  return `rgb(${parts.join(',')})`;
}

export function roundedRect(ctx: CardContext, x: number, y: number, w: number, h: number, r: number): void {
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
export function fit(ctx: CardContext, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
