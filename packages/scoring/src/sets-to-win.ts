import type { Rules } from './types.ts';

/**
 * Sets a team must win to win the match: the majority of `bestOfSets`. Its own module, so that the
 * labels (`describeFormat`) do not bring the rules' parsing into the public boards' first script
 * (docs/decisions/007-board-app.md).
 */
export function setsToWin(rules: Pick<Rules, 'bestOfSets'>): number {
  return (rules.bestOfSets + 1) / 2;
}
