import type { DisplayConfig, DisplaySelf } from '@bandeja/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRoom } from '../../../lib/socket.ts';
import { displaySelfKey, displayToken } from '../api/display-self.ts';

/**
 * A TV hears its own configuration (`display:{id}` room): paired, renamed, pointed elsewhere — the
 * screen switches at once — or revoked: it forgets its token and shows a new code.
 */
export function useDisplayChannel(displayId: number | undefined, onRevoked: () => void): void {
  const queryClient = useQueryClient();
  useRoom(`display:${displayId ?? ''}`, (socket) => {
    const token = displayToken.get();
    if (displayId === undefined || !token) return null;
    const takeConfig = (config: DisplayConfig) => {
      if (config.status === 'revoked') {
        displayToken.clear();
        onRevoked();
        return;
      }
      if (config.id === displayId) queryClient.setQueryData<DisplaySelf>(displaySelfKey, config);
    };
    return {
      listeners: { displayConfig: takeConfig },
      join: () => socket.emit('joinDisplay', { token }),
    };
  });
}
