/**
 * The stream overlay's query parameters (docs/displays.md): `position` tl | tr | bl | br (default
 * tl), `scale` 0.25 to 4 (default 1), `theme` dark | light (default dark). Anything else falls back
 * to the default, so a typo in an OBS source still shows the score.
 */
export const OVERLAY_POSITIONS = ['tl', 'tr', 'bl', 'br'] as const;
export type OverlayPosition = (typeof OVERLAY_POSITIONS)[number];
export const OVERLAY_THEMES = ['dark', 'light'] as const;
export type OverlayTheme = (typeof OVERLAY_THEMES)[number];

export interface OverlayOptions {
  position: OverlayPosition;
  scale: number;
  theme: OverlayTheme;
}

export const MIN_OVERLAY_SCALE = 0.25;
export const MAX_OVERLAY_SCALE = 4;

function pick<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

export function overlayOptions(search: string): OverlayOptions {
  const params = new URLSearchParams(search);
  const scale = Number(params.get('scale') ?? '1');
  return {
    position: pick(OVERLAY_POSITIONS, params.get('position'), 'tl'),
    scale: Number.isFinite(scale) ? Math.min(MAX_OVERLAY_SCALE, Math.max(MIN_OVERLAY_SCALE, scale)) : 1,
    theme: pick(OVERLAY_THEMES, params.get('theme'), 'dark'),
  };
}
