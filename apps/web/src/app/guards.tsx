import type { Role } from '@bandeja/contract';
import { hasRole, isCourtRole } from '@bandeja/contract/plain';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { paths } from '../config/paths.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { homePathFor, useAuth } from '../lib/auth.tsx';

/**
 * The login guard (docs/product.md#routes): a spinner while the user loads, /login (remembering the requested
 * path) without a user, the user's own home for a route of another role.
 */
export function RequireAuth({ roles, children }: { roles?: readonly Role[]; children?: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'unauthenticated')
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (roles && !hasRole(state.user.role, roles))
    return <Navigate to={homePathFor(state.user.role)} replace />;
  return <RoleLayout role={state.user.role}>{children ?? <Outlet />}</RoleLayout>;
}

/** Inside a guarded area: the user's own home for a route of another role, without a second layout. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return <PageSpinner />;
  if (!hasRole(state.user.role, roles)) return <Navigate to={homePathFor(state.user.role)} replace />;
  return <Outlet />;
}

/** A court user gets bare content; other signed-in users a gray full-height page (docs/product.md#routes). */
function RoleLayout({ role, children }: { role: Role; children: ReactNode }) {
  if (isCourtRole(role)) return children;
  return <div className="min-h-screen bg-gray-100">{children}</div>;
}

/** `/`: the signed-in user's home. */
export function HomeRedirect() {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return <PageSpinner />;
  return <Navigate to={homePathFor(state.user.role)} replace />;
}

/** Makes a 401 from the API sign the user out and go to /login inside the router (docs/product.md#messages). */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const { logout } = useAuth();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      logout();
      navigate(paths.login, { replace: true });
    });
  }, [navigate, logout]);
  return null;
}
