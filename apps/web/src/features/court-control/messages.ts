/** The control screen's own messages (docs/product.md#messages, screen messages). */
export const CONTROL_MESSAGES = {
  actionFailed: 'Action failed',
  performFailed: 'Failed to perform action',
  loadDetails: 'Failed to load match details',
  loadData: 'Failed to load match data',
  refreshed: 'Match data refreshed',
  refreshFailed: 'Failed to refresh match data',
  /** The queued actions sent when the connection returned (docs/operations.md). */
  backlogSent: (count: number) => `${count} queued ${count === 1 ? 'action' : 'actions'} sent`,
} as const;

/** The control screen's texts for finishing a match off court (docs/scoring-rules.md). */
export const FINISH_TEXT = {
  title: 'Match not finished on court?',
  hint: 'A player retired, a team did not come, or the match was played without scoring it here.',
  retire: 'Retirement',
  walkover: 'Walkover',
  enterResult: 'Enter result',
  retireTitle: 'Record a retirement',
  retireQuestion: 'Which side retires? The other side wins; the score stays as played.',
  walkoverTitle: 'Record a walkover',
  walkoverQuestion: 'Which side did not play? The other side wins by walkover (W/O).',
  walkoverOnlyBefore: 'Only before the first point: once points are scored, record a retirement.',
  resultTitle: 'Enter the result',
  resultHint: 'The games of each set as played. A set decided by a tiebreak also takes its points.',
  set: (number: number) => `Set ${number}`,
  matchTiebreak: 'Match tiebreak (points)',
  tiebreakPoints: 'Tiebreak points',
  retiredLabel: 'Retired',
  nobodyRetired: 'Nobody retired',
  retires: (name: string) => `${name} retires`,
  didNotPlay: (name: string) => `${name} did not play`,
  cancel: 'Cancel',
  save: 'Save result',
  recorded: 'Result recorded',
} as const;
