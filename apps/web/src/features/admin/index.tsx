/**
 * The admin area: a separate lazy-loaded bundle (the router imports this module with React.lazy).
 * The shell wraps every admin page and /scores/admin/{matchId}.
 */
export { AdminShell } from './components/admin-shell.tsx';
export { ApiTokensPage as AdminApiTokensPage } from './pages/api-tokens-page.tsx';
export { ButtonsPage as AdminButtonsPage } from './pages/buttons-page.tsx';
export { ClubsPage as AdminClubsPage } from './pages/clubs-page.tsx';
export { CourtsPage as AdminCourtsPage } from './pages/courts-page.tsx';
export { DashboardPage as AdminDashboardPage } from './pages/dashboard-page.tsx';
export { MatchesPage as AdminMatchesPage } from './pages/matches-page.tsx';
export { PlayersPage as AdminPlayersPage } from './pages/players-page.tsx';
export { ResultsPage as AdminResultsPage } from './pages/results-page.tsx';
export { SponsorsPage as AdminSponsorsPage } from './pages/sponsors-page.tsx';
export { UsersPage as AdminUsersPage } from './pages/users-page.tsx';
export { WebhooksPage as AdminWebhooksPage } from './pages/webhooks-page.tsx';
