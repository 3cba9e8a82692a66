import type { PlayerFigures } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';

/** One figure of the page: what of how many, and its share. */
export interface FigureTile {
  label: string;
  value: string;
  detail: string | null;
}

function share(part: number, whole: number): string | null {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : null;
}

function ofTile(label: string, part: number, whole: number): FigureTile {
  return { label, value: `${part}/${whole}`, detail: share(part, whole) };
}

/** The figures as tiles (docs/players.md, "The player page"), in the page's language. */
export function figureTiles(figures: PlayerFigures): FigureTile[] {
  return [
    ofTile(i18n._(msg`Points won`), figures.points_won, figures.points_played),
    ofTile(i18n._(msg`Points won on serve`), figures.service_points_won, figures.service_points_played),
    ofTile(
      i18n._(msg`Service games held`),
      figures.service_games_held,
      figures.service_games_held + figures.service_games_lost,
    ),
    ofTile(i18n._(msg`Break points won`), figures.break_points_won, figures.break_points),
    ofTile(
      i18n._(msg`Golden and star points won`),
      figures.deciding_points_won,
      figures.deciding_points_played,
    ),
    { label: i18n._(msg`Longest run of points`), value: String(figures.longest_streak), detail: null },
  ];
}
