import type { User } from '@bandeja/contract';
import { createContext, useContext } from 'react';

/**
 * Who is signed in, as the screens read it (`useAuth`); the provider that asks the server is
 * `AuthProvider` in auth.tsx. Apart so that the public scoreboard, which a spectator opens without
 * signing in, reads it without loading the provider (docs/decisions/007-board-app.md).
 */

/** Auth states of docs/product.md#states: loading at start, then authenticated or unauthenticated. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; user: null };

export interface AuthContextValue {
  state: AuthState;
  login(
    username: string,
    password: string,
  ): Promise<{ success: true; user: User } | { success: false; message: string }>;
  logout(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * A page opened with no token: nobody is signed in, and nobody signs in on it (signing in is a page
 * load to /login). The board app gives it to the scoreboard instead of loading `AuthProvider`.
 */
export const SIGNED_OUT: AuthContextValue = {
  state: { status: 'unauthenticated', user: null },
  login: async () => ({ success: false, message: '' }),
  logout: () => {},
};

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
