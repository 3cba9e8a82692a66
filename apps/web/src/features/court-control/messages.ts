/** The control screen's own messages (spec §8, screen messages). */
export const CONTROL_MESSAGES = {
  actionFailed: 'Action failed',
  performFailed: 'Failed to perform action',
  loadDetails: 'Failed to load match details',
  loadData: 'Failed to load match data',
  refreshed: 'Match data refreshed',
  refreshFailed: 'Failed to refresh match data',
} as const;
