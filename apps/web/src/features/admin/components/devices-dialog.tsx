import type { DeviceSession } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/toast.tsx';
import { useDevices, useSignOutDevice } from '../api/devices.ts';
import { errorText, formatDateTime } from '../lib/format.ts';
import { LoadFailed } from './list-states.tsx';

/** A browser's name out of its User-Agent, enough to tell a tablet from a laptop. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return i18n._(msg`Unknown device`);
  const platform = /\(([^;)]+)/.exec(userAgent)?.[1]?.trim();
  const browser = /(Edg|Chrome|Firefox|Safari)\/[\d.]+/.exec(userAgent)?.[0]?.split('.')[0];
  const parts = [browser?.replace('Edg', 'Edge').replace('/', ' '), platform].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : userAgent.slice(0, 60);
}

/**
 * A court user's signed-in devices (court tablets) with their last use, each with 'Sign out'
 * (docs/api.md "Device sessions"). A signed-out tablet shows the sign-in page at its next request.
 */
export function DevicesDialog({
  user,
  onClose,
}: {
  user: { id: number; name: string };
  onClose: () => void;
}) {
  const devices = useDevices(user.id);
  const signOut = useSignOutDevice(user.id);

  const handleSignOut = async (device: DeviceSession) => {
    try {
      await signOut.mutateAsync(device.id);
      toast.success(i18n._(msg`Device signed out`));
    } catch (error) {
      toast.error(errorText(error, MESSAGES.signOutDevice));
    }
  };

  return (
    <Modal open title={i18n._(msg`Devices of ${user.name}`)} onClose={onClose}>
      <p className="text-sm text-slate-600">
        <Trans>
          Court tablets stay signed in while they are used. Sign one out to end its session; changing the
          password signs out every device.
        </Trans>
      </p>
      {devices.isPending ? (
        <p className="mt-4 text-sm text-slate-500">
          <Trans>Loading devices...</Trans>
        </p>
      ) : devices.isError ? (
        <LoadFailed error={devices.error} message={MESSAGES.fetchDeviceSessions} className="mt-4" />
      ) : devices.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500" data-testid="no-devices">
          <Trans>No device is signed in.</Trans>
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" data-testid="device-list">
          {devices.data.map((device) => (
            <li key={device.id} data-testid="device" className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900" title={device.user_agent ?? undefined}>
                  {deviceLabel(device.user_agent)}
                </p>
                <p className="text-xs text-slate-500">
                  <LastUsed
                    lastUsed={formatDateTime(device.last_used_at)}
                    signedIn={formatDateTime(device.created_at)}
                  />
                </p>
              </div>
              <Button
                variant="danger"
                size="sm"
                loading={signOut.isPending && signOut.variables === device.id}
                onClick={() => void handleSignOut(device)}
                aria-label={i18n._(msg`Sign out ${deviceLabel(device.user_agent)}`)}
              >
                <Trans>Sign out</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

function LastUsed({ lastUsed, signedIn }: { lastUsed: string; signedIn: string }) {
  return (
    <Trans>
      Last used {lastUsed} · signed in {signedIn}
    </Trans>
  );
}
