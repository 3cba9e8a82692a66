import type { Role, User } from '@bandeja/contract';
import { isCourtRole, SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { apiRequest, lazySchema, tokenStore } from './api-client.ts';
import { AuthContext, type AuthContextValue, type AuthState, useAuth } from './auth-context.ts';

const contract = () => import('@bandeja/contract');
const parseMe = lazySchema(() => contract().then((m) => m.meResponseSchema));
const parseLogin = lazySchema(() => contract().then((m) => m.loginResponseSchema));
const parseLogout = lazySchema(() => contract().then((m) => m.loggedOutSchema));

export type { AuthState } from './auth-context.ts';
export { useAuth } from './auth-context.ts';

/**
 * The signed-in user as last confirmed by the server, kept beside the token: a court tablet
 * reloaded while the server cannot be reached opens its screen as that user (the service worker
 * brings the page, docs/displays.md) instead of the sign-in page; the token is checked again by the
 * next call that reaches the server. Kept short: the public scoreboard loads this module.
 */
const USER_KEY = 'bandeja.user';

/**
 * How often a court tablet asks whether its device session still stands (docs/api.md "Device
 * sessions"): its screens poll public lookups that never answer 401, so without this a tablet an
 * admin signed out would keep its screen until the next restart. Tests shorten it with
 * `window.__bandejaSessionCheckMs`.
 */
const SESSION_CHECK_MS = 60_000;

declare global {
  interface Window {
    __bandejaSessionCheckMs?: unknown;
  }
}

function sessionCheckMs(): number {
  const override = typeof window === 'undefined' ? undefined : window.__bandejaSessionCheckMs;
  return typeof override === 'number' && override > 0 ? override : SESSION_CHECK_MS;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() =>
    tokenStore.get() ? { status: 'loading', user: null } : { status: 'unauthenticated', user: null },
  );

  // On start a stored token is checked with the current-user call; on failure it is dropped.
  useEffect(() => {
    if (!tokenStore.get()) return;
    let cancelled = false;
    void apiRequest('GET', '/auth/me', { parse: parseMe, fallback: SCREEN_MESSAGES.unauthorized }).then(
      (answer) => {
        if (cancelled) return;
        if (answer.success) {
          setState({ status: 'authenticated', user: answer.data.user });
          sessionStorage.setItem(USER_KEY, JSON.stringify(answer.data));
          return;
        }
        if (answer.status === 0) {
          // The server is out of reach, which says nothing about the token: keep the last user.
          void Promise.resolve()
            .then(() => parseMe(JSON.parse(sessionStorage.getItem(USER_KEY) ?? 'null')))
            .then(
              (data) => {
                if (!cancelled) setState({ status: 'authenticated', user: data.user });
              },
              () => {
                if (!cancelled) setState({ status: 'unauthenticated', user: null });
              },
            );
          return;
        }
        tokenStore.clear();
        sessionStorage.removeItem(USER_KEY);
        setState({ status: 'unauthenticated', user: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  // A court tablet checks its device session now and then, and whenever it is shown again; a 401
  // (signed out by an admin, password changed) ends it here too. A network failure changes nothing.
  const deviceUserId =
    state.status === 'authenticated' && state.user.role === 'court_user' ? state.user.id : null;
  useEffect(() => {
    if (deviceUserId === null) return;
    let cancelled = false;
    const check = () => {
      void apiRequest('GET', '/auth/me', { parse: parseMe, fallback: SCREEN_MESSAGES.unauthorized }).then(
        (answer) => {
          if (cancelled || answer.success || answer.status !== 401) return;
          tokenStore.clear();
          queryClient.clear();
          setState({ status: 'unauthenticated', user: null });
        },
      );
    };
    const timer = setInterval(check, sessionCheckMs());
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [deviceUserId, queryClient]);

  const login = useCallback<AuthContextValue['login']>(async (username, password) => {
    const answer = await apiRequest('POST', '/auth/login', {
      parse: parseLogin,
      fallback: SCREEN_MESSAGES.invalidCredentials,
      body: { username, password },
    });
    if (!answer.success) return { success: false, message: answer.message };
    // A court tablet's device session outlives the tab and the browser (docs/api.md "Device sessions").
    tokenStore.set(answer.data.accessToken, answer.data.session === 'device');
    sessionStorage.setItem(USER_KEY, JSON.stringify({ user: answer.data.user }));
    setState({ status: 'authenticated', user: answer.data.user });
    return { success: true, user: answer.data.user };
  }, []);

  const logout = useCallback(() => {
    // A court tablet's device session ends on the server too; the request takes the token before
    // it is cleared below, and a failure changes nothing here (the token is gone either way).
    if (tokenStore.get()) {
      void apiRequest('POST', '/auth/logout', { parse: parseLogout, fallback: SCREEN_MESSAGES.unauthorized });
    }
    tokenStore.clear();
    sessionStorage.removeItem(USER_KEY);
    queryClient.clear();
    setState({ status: 'unauthenticated', user: null });
  }, [queryClient]);

  const value = useMemo(() => ({ state, login, logout }), [state, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in user in a screen behind the login guard. */
export function useCurrentUser(): User {
  const { state } = useAuth();
  if (state.status !== 'authenticated') throw new Error('useCurrentUser needs a signed-in user');
  return state.user;
}

/** Role homes (docs/product.md#routes): admins → /admin/dashboard, court users → /dashboard. */
export function homePathFor(role: Role): string {
  return isCourtRole(role) ? '/dashboard' : '/admin/dashboard';
}
