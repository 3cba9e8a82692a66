/** Every URL of the web app, spelled once (the route table of docs/product.md#routes). */
export const paths = {
  login: '/login',
  root: '/',
  dashboard: '/dashboard',
  /** The start QR code's address: the court and its court token (docs/api.md). */
  matchCreate: (court?: string | number, token?: string) =>
    court === undefined
      ? '/match/create'
      : `/match/create?court=${encodeURIComponent(String(court))}${token ? `&token=${encodeURIComponent(token)}` : ''}`,
  publicScoreboard: (matchId: string) => `/scores/public/${encodeURIComponent(matchId)}`,
  adminScoreboard: (matchId: string) => `/scores/admin/${encodeURIComponent(matchId)}`,
  scoresList: '/scores/public',
  courtResults: (courtId: string | number) => `/scores/share/court/${encodeURIComponent(String(courtId))}`,
  shareMatch: (matchId: string) => `/scores/share/${encodeURIComponent(matchId)}`,
  courtControl: (matchId: string) => `/court/${encodeURIComponent(matchId)}`,
  /** Court displays (docs/displays.md): fixed addresses other clients and guides link to. */
  display: '/display',
  courtDisplay: (courtId: number) => `/display/court/${courtId}`,
  clubDisplay: (clubId: number) => `/display/club/${clubId}`,
  courtOverlay: (courtId: number) => `/overlay/court/${courtId}`,
  /** Club events (docs/product.md, "Club events"): the organisers' list, and each event's screens. */
  events: '/events',
  eventManage: (eventId: number) => `/events/${eventId}/manage`,
  eventPublic: (eventId: number) => `/events/${eventId}`,
  eventResults: (eventId: number) => `/events/${eventId}/results`,
  eventDisplay: (eventId: number) => `/display/event/${eventId}`,
  /** A player's page (docs/players.md): public when the player allows it. */
  player: (playerId: number) => `/players/${playerId}`,
  /** Where a TV's pairing QR code leads: signed-in staff enter its code (opened prefilled). */
  connectTv: (code?: string) => (code ? `/connect-tv?code=${encodeURIComponent(code)}` : '/connect-tv'),
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    users: '/admin/users',
    clubs: '/admin/clubs',
    courts: '/admin/courts',
    matches: '/admin/matches',
    buttons: '/admin/buttons',
    players: '/admin/players',
    results: '/admin/results',
    apiTokens: '/admin/api-tokens',
    webhooks: '/admin/webhooks',
    sponsors: '/admin/sponsors',
  },
} as const;
