/** Every URL of the web app, spelled once (spec §2 route table). */
export const paths = {
  login: '/login',
  root: '/',
  dashboard: '/dashboard',
  matchCreate: (court?: string | number) =>
    court === undefined ? '/match/create' : `/match/create?court=${encodeURIComponent(String(court))}`,
  publicScoreboard: (matchId: string) => `/scores/public/${encodeURIComponent(matchId)}`,
  adminScoreboard: (matchId: string) => `/scores/admin/${encodeURIComponent(matchId)}`,
  scoresList: '/scores/public',
  courtResults: (courtId: string | number) => `/scores/share/court/${encodeURIComponent(String(courtId))}`,
  shareMatch: (matchId: string) => `/scores/share/${encodeURIComponent(matchId)}`,
  courtControl: (matchId: string) => `/court/${encodeURIComponent(matchId)}`,
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    users: '/admin/users',
    clubs: '/admin/clubs',
    courts: '/admin/courts',
    matches: '/admin/matches',
    buttons: '/admin/buttons',
    apiTokens: '/admin/api-tokens',
  },
} as const;

/** Absolute URL on this origin, for QR codes and share links. */
export function absoluteUrl(path: string): string {
  return `${window.location.origin}${path}`;
}
