import { BOARD_AREAS } from '@bandeja/contract/board-routes';
import {
  ADMIN_PAGE_ROLES,
  ADMIN_PAGES,
  ADMIN_ROLES,
  type AdminPage,
  COURT_ROLES,
} from '@bandeja/contract/plain';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { paths } from '../config/paths.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { HomeRedirect, RequireAuth, RequireRole, UnauthorizedRedirect } from './guards.tsx';

/**
 * Every screen is its own chunk, so a route downloads only what it shows: the public scoreboard on
 * a spectator's phone carries no forms, no admin and no schema library.
 */
function lazyPage<M, Props extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<Props>,
) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/** The demo match id of /scores/public without one (docs/product.md#routes): none exists, so it offers the form. */
const DEMO_MATCH_ID = 'demo-match';

const Scoreboard = lazy(() =>
  import('../features/scoreboard/scoreboard-page.tsx').then((m) => ({ default: m.Scoreboard })),
);

/** The share page reached by a client-side navigation (a player's page); opened directly it is the board app's. */
function ShareMatchRoute() {
  const { matchId = '' } = useParams();
  return <ShareMatchPage matchId={matchId} />;
}

/**
 * The scoreboard inside the full app: /scores/public?matchId= (or the demo match), a scoreboard
 * reached by a client-side navigation (the court dashboard's), and /scores/admin/{matchId} in the
 * admin shell. /scores/public/{matchId} opened directly is the board app's (main.tsx).
 */
function ScoreboardRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const matchId = params.matchId ?? search.get('matchId') ?? DEMO_MATCH_ID;
  return <Scoreboard matchId={matchId} adminView={pathname.startsWith('/scores/admin/')} />;
}

/** A board screen reached inside the full app (a link or a back button): load it as its own page. */
function BoardPageLoad() {
  useEffect(() => window.location.reload(), []);
  return <PageSpinner />;
}

/** The error boundary starts over on another address. */
function RoutedErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <AppErrorBoundary resetKey={pathname}>{children}</AppErrorBoundary>;
}

const LoginPage = lazyPage(
  () => import('../features/auth/login-page.tsx'),
  (m) => m.LoginPage,
);
const MatchCreatePage = lazyPage(
  () => import('../features/match-create/match-create-page.tsx'),
  (m) => m.MatchCreatePage,
);
const CourtResultsPage = lazyPage(
  () => import('../features/results/court-results-page.tsx'),
  (m) => m.CourtResultsPage,
);
const ShareMatchPage = lazyPage(
  () => import('../features/share/share-match-page.tsx'),
  (m) => m.ShareMatchPage,
);
const PlayerPage = lazyPage(
  () => import('../features/players/player-page.tsx'),
  (m) => m.PlayerPage,
);
const LadderPage = lazyPage(
  () => import('../features/players/ladder-page.tsx'),
  (m) => m.LadderPage,
);
const ResultConfirmPage = lazyPage(
  () => import('../features/result-confirm/result-confirm-page.tsx'),
  (m) => m.ResultConfirmPage,
);
const PhonePressPage = lazyPage(
  () => import('../features/phone-press/phone-press-page.tsx'),
  (m) => m.PhonePressPage,
);
const CourtDashboardPage = lazyPage(
  () => import('../features/court-dashboard/court-dashboard-page.tsx'),
  (m) => m.CourtDashboardPage,
);
const ConnectTvPage = lazyPage(
  () => import('../features/connect-tv/connect-tv-page.tsx'),
  (m) => m.ConnectTvPage,
);
const CourtControlPage = lazyPage(
  () => import('../features/court-control/court-control-page.tsx'),
  (m) => m.CourtControlPage,
);

// Club events (docs/product.md, "Club events"): the organisers' screens and the players' pages.
const eventsModule = () => import('../features/events/index.ts');
const EventsPage = lazyPage(eventsModule, (m) => m.EventsPage);
const EventManagePage = lazyPage(eventsModule, (m) => m.EventManagePage);
const EventPublicPage = lazyPage(
  () => import('../features/events/event-public-page.tsx'),
  (m) => m.EventPublicPage,
);
const EventResultsPage = lazyPage(
  () => import('../features/events/event-results-page.tsx'),
  (m) => m.EventResultsPage,
);

// The admin area is one bundle of its own: spectators and court tablets never download it.
const adminModule = () => import('../features/admin/index.tsx');
const AdminShell = lazyPage(adminModule, (m) => m.AdminShell);
/** Each admin page by its name in ADMIN_PAGES: at paths.admin[name], behind ADMIN_PAGE_ROLES[name]. */
const ADMIN_PAGE_SCREENS: Record<AdminPage, ComponentType> = {
  dashboard: lazyPage(adminModule, (m) => m.AdminDashboardPage),
  users: lazyPage(adminModule, (m) => m.AdminUsersPage),
  clubs: lazyPage(adminModule, (m) => m.AdminClubsPage),
  courts: lazyPage(adminModule, (m) => m.AdminCourtsPage),
  matches: lazyPage(adminModule, (m) => m.AdminMatchesPage),
  buttons: lazyPage(adminModule, (m) => m.AdminButtonsPage),
  players: lazyPage(adminModule, (m) => m.AdminPlayersPage),
  results: lazyPage(adminModule, (m) => m.AdminResultsPage),
  apiTokens: lazyPage(adminModule, (m) => m.AdminApiTokensPage),
  webhooks: lazyPage(adminModule, (m) => m.AdminWebhooksPage),
  sponsors: lazyPage(adminModule, (m) => m.AdminSponsorsPage),
};

/** Who organises a club's events: its admins and its court users (the server checks the club). */
const ORGANISERS = ['super_admin', 'club_admin', 'court_user'] as const;

/** The route table of docs/product.md#routes. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <UnauthorizedRedirect />
      <RoutedErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route path={paths.login} element={<LoginPage />} />

            {/* Public screens: no sign-in. */}
            <Route path="/scores/public/:matchId" element={<ScoreboardRoute />} />
            <Route path={paths.scoresList} element={<ScoreboardRoute />} />
            {BOARD_AREAS.map((area) => (
              <Route key={area} path={`${area}/*`} element={<BoardPageLoad />} />
            ))}
            <Route path="/match/create" element={<MatchCreatePage />} />
            <Route path="/scores/share/court/:courtId" element={<CourtResultsPage />} />
            <Route path="/scores/share/:matchId" element={<ShareMatchRoute />} />
            <Route path="/events/:eventId" element={<EventPublicPage />} />
            <Route path="/events/:eventId/results" element={<EventResultsPage />} />
            {/* A player's page: public when the player allows it (docs/players.md). */}
            <Route path="/players/:playerId" element={<PlayerPage />} />
            {/* The club ladder: the public players, or everyone for the club's admins (docs/rating.md). */}
            <Route path="/clubs/:clubId/ladder" element={<LadderPage />} />
            {/* A team's confirm page, from the result QR code or the mail (docs/players.md). */}
            <Route path="/results/:matchId" element={<ResultConfirmPage />} />
            {/* A phone as a WatchButton: its link's token is its only credential (docs/api.md). */}
            <Route path="/press/:matchId" element={<PhonePressPage />} />

            {/* Court user screens. */}
            <Route element={<RequireAuth roles={COURT_ROLES} />}>
              <Route path={paths.dashboard} element={<CourtDashboardPage />} />
              <Route path="/court/:matchId" element={<CourtControlPage />} />
            </Route>
            <Route element={<RequireAuth roles={ORGANISERS} />}>
              <Route path={paths.events} element={<EventsPage />} />
              <Route path="/events/:eventId/manage" element={<EventManagePage />} />
            </Route>
            <Route element={<RequireAuth />}>
              <Route path={paths.root} element={<HomeRedirect />} />
              <Route path={paths.connectTv()} element={<ConnectTvPage />} />
            </Route>

            {/* Admin area, inside the admin shell. */}
            <Route path={paths.admin.root} element={<Navigate to={paths.admin.dashboard} replace />} />
            {/* Each page's roles are ADMIN_PAGE_ROLES (packages/contract/src/policy.ts), as the sidebar's. */}
            <Route element={<RequireAuth roles={ADMIN_ROLES} />}>
              <Route element={<AdminShell />}>
                {ADMIN_PAGES.map((page) => {
                  const Screen = ADMIN_PAGE_SCREENS[page];
                  return (
                    <Route key={page} element={<RequireRole roles={ADMIN_PAGE_ROLES[page]} />}>
                      <Route path={paths.admin[page]} element={<Screen />} />
                      {/* A match's scoreboard opens from the matches page, with its roles. */}
                      {page === 'matches' ? (
                        <Route path="/scores/admin/:matchId" element={<ScoreboardRoute />} />
                      ) : null}
                    </Route>
                  );
                })}
              </Route>
            </Route>

            <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
          </Routes>
        </Suspense>
      </RoutedErrorBoundary>
    </BrowserRouter>
  );
}
