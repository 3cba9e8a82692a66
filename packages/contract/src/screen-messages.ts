/**
 * The part of `MESSAGES` the public boards (scoreboard, court displays, wall, overlay, TV pairing)
 * and the web's API client fall back on, apart so that their first script carries these few texts
 * and not every message of the API (docs/decisions/007-board-app.md). `MESSAGES` includes them:
 * the server answers with the same words.
 */
export const SCREEN_MESSAGES = {
  accessDenied: 'Access denied',
  notFound: 'Resource not found',
  serverError: 'Server error. Please try again later.',
  genericError: 'An error occurred',
  networkError: 'Network error. Please check your connection.',
  invalidCredentials: 'Invalid credentials',
  unauthorized: 'Please sign in',
  fetchPublicScore: 'Failed to fetch public score',
  createScore: 'Failed to create score',
  team1Point: 'Failed to add point for team 1',
  team2Point: 'Failed to add point for team 2',
  resetGame: 'Failed to reset game',
  resetSet: 'Failed to reset set',
  undo: 'Failed to undo',
  updateMatchStatus: 'Failed to update match status',
  fetchMatch: 'Failed to fetch match',
  fetchActiveMatch: 'Failed to fetch active match',
  fetchMatchStats: 'Failed to fetch match stats',
  fetchClub: 'Failed to fetch club',
  displayTargetRequired: 'Choose a court or the clubhouse wall',
  fetchDisplay: 'Failed to load the display',
  pairDisplay: 'Failed to connect the TV',
  startPairing: 'Failed to get a pairing code',
  /** The court display's fallback when the court's start code cannot be loaded. */
  fetchStartToken: "Failed to load the court's start code",
  sendAirtime: "Failed to send the sponsors' airtime",
  // the scoreboard's and share page's own failures (no server answers with them)
  loadScore: 'Failed to load score',
  performAction: 'Failed to perform action',
  actionFailed: 'Action failed',
} as const;
