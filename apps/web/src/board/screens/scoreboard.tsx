import type { BoardRouteOf } from '@bandeja/contract/board-routes';
import { Scoreboard } from '../../features/scoreboard/scoreboard-page.tsx';
import { tokenStore } from '../../lib/api-client.ts';
import { AuthContext, SIGNED_OUT } from '../../lib/auth-context.ts';
import { prefetchPublicScore } from '../../lib/live-score.ts';
import type { BoardScreen } from '../screen.ts';

const scoreboard: BoardScreen<BoardRouteOf<'scoreboard'>> = {
  prefetch: (queryClient, route) => prefetchPublicScore(queryClient, route.matchId),
  // The server paints a spectator's board; staff signed in on this device get their controls.
  personal: () => tokenStore.get() !== null,
  async load(route) {
    // Signed-in staff get the operator controls: only the scoreboard asks who is signed in, and
    // only a page with a token loads the provider that asks the server (a spectator's has none).
    const signedIn = tokenStore.get() !== null;
    const [auth, { Toaster }] = await Promise.all([
      signedIn ? import('../../lib/auth.tsx') : null,
      import('../../lib/toast.tsx'),
    ]);
    const screen = (
      <>
        <Scoreboard matchId={route.matchId} adminView={false} />
        <Toaster />
      </>
    );
    return auth
      ? () => <auth.AuthProvider>{screen}</auth.AuthProvider>
      : () => <AuthContext.Provider value={SIGNED_OUT}>{screen}</AuthContext.Provider>;
  },
};
export default scoreboard;
