import type { Role, User } from '@bandeja/contract';
import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { apiRequest, lazySchema, tokenStore } from './api-client.ts';

const contract = () => import('@bandeja/contract');
const parseMe = lazySchema(() => contract().then((m) => m.meResponseSchema));
const parseLogin = lazySchema(() => contract().then((m) => m.loginResponseSchema));

/** Auth states of docs/product.md#states: loading at start, then authenticated or unauthenticated. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; user: null };

interface AuthContextValue {
  state: AuthState;
  login(
    username: string,
    password: string,
  ): Promise<{ success: true; user: User } | { success: false; message: string }>;
  logout(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

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
        } else {
          tokenStore.clear();
          setState({ status: 'unauthenticated', user: null });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const login = useCallback<AuthContextValue['login']>(async (username, password) => {
    const answer = await apiRequest('POST', '/auth/login', {
      parse: parseLogin,
      fallback: SCREEN_MESSAGES.invalidCredentials,
      body: { username, password },
    });
    if (!answer.success) return { success: false, message: answer.message };
    tokenStore.set(answer.data.accessToken);
    setState({ status: 'authenticated', user: answer.data.user });
    return { success: true, user: answer.data.user };
  }, []);

  const logout = useCallback(() => {
    tokenStore.clear();
    queryClient.clear();
    setState({ status: 'unauthenticated', user: null });
  }, [queryClient]);

  const value = useMemo(() => ({ state, login, logout }), [state, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}

/** The signed-in user in a screen behind the login guard. */
export function useCurrentUser(): User {
  const { state } = useAuth();
  if (state.status !== 'authenticated') throw new Error('useCurrentUser needs a signed-in user');
  return state.user;
}

/** Role homes (docs/product.md#routes): admins → /admin/dashboard, court users → /dashboard. */
export function homePathFor(role: Role): string {
  return role === 'court_user' ? '/dashboard' : '/admin/dashboard';
}
