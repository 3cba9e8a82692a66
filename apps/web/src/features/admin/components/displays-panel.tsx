import { type Display, displayUpdateBodySchema, isSuperAdmin, MESSAGES } from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import type { TvTarget } from '../../../components/connect-tv/connect-tv-dialog.tsx';
import { CONNECT_TV_TEXT } from '../../../components/connect-tv/text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { sayCode } from '../../../lib/i18n/error-text.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { textTable } from '../../../lib/i18n/text-table.ts';
import { toast } from '../../../lib/toast.tsx';
import { useClubs } from '../api/clubs.ts';
import { useCourts } from '../api/courts.ts';
import { useDisplayMutations, useDisplays } from '../api/displays.ts';
import { errorText, formatDateTime } from '../lib/format.ts';
import { FormModal } from './form-modal.tsx';

const ConnectTvDialog = lazy(() =>
  import('../../../components/connect-tv/connect-tv-dialog.tsx').then((module) => ({
    default: module.ConnectTvDialog,
  })),
);

/** The visible texts of the displays panel (Courts page). */
const TEXT = textTable({
  title: msg`TVs and displays`,
  intro: msg`A TV shows a court (its matches, live, as they start) or the clubhouse wall (every court). Open /display on the TV and connect it here with its code.`,
  get connect() {
    return CONNECT_TV_TEXT.open;
  },
  wall: msg`Open the clubhouse wall`,
  none: msg`No TV connected yet.`,
  name: msg`Name`,
  shows: msg`Shows`,
  lastSeen: msg`Last seen`,
  get wallTarget() {
    return CONNECT_TV_TEXT.wall;
  },
  rename: msg`Rename`,
  disconnect: msg`Disconnect`,
  renamed: msg`Display renamed`,
  disconnected: msg`Display disconnected`,
  renameTitle: msg`Rename display`,
  confirmDisconnect: (name: string) =>
    i18n._(msg`Disconnect ${name}? The TV goes back to showing a pairing code until it is connected again.`),
  get loadFailed() {
    return sayCode('loadDisplays');
  },
});

/**
 * The club's TVs on the Courts page (docs/displays.md): connect one with its code, see what each
 * shows and when it was last seen, rename or disconnect it. A super admin sees every club's.
 */
export function DisplaysPanel() {
  const user = useCurrentUser();
  const superAdmin = isSuperAdmin(user);
  const displays = useDisplays();
  const courts = useCourts();
  const clubs = useClubs(superAdmin);
  const { refresh } = useDisplayMutations();
  const [search, setSearch] = useSearchParams();
  const codeFromQr = search.get('connect');
  const [connecting, setConnecting] = useState<{ code: string } | null>(
    codeFromQr === null ? null : { code: codeFromQr },
  );
  const [renaming, setRenaming] = useState<Display | null>(null);
  const [revoking, setRevoking] = useState<Display | null>(null);

  const clubName = (clubId: number) =>
    clubs.data?.find((club) => club.id === clubId)?.name ?? `Club ${clubId}`;
  const courtTargets: TvTarget[] = (courts.data ?? []).map((court) => ({
    label: superAdmin ? `${court.name} — ${court.club?.name ?? clubName(court.club_id)}` : court.name,
    target: { kind: 'court', courtId: court.id },
  }));
  const wallClubs = superAdmin ? (clubs.data ?? []).map((club) => club.id) : user.clubId ? [user.clubId] : [];
  const wallTargets: TvTarget[] = wallClubs.map((clubId) => ({
    label: superAdmin ? `${TEXT.wallTarget} — ${clubName(clubId)}` : TEXT.wallTarget,
    target: { kind: 'club', clubId },
  }));

  const closeConnect = () => {
    setConnecting(null);
    if (codeFromQr !== null) {
      search.delete('connect');
      setSearch(search, { replace: true });
    }
  };

  return (
    <section
      aria-labelledby="displays-title"
      data-testid="displays-panel"
      className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h2 id="displays-title" className="text-lg font-semibold text-slate-900">
            {TEXT.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{TEXT.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!superAdmin && user.clubId ? (
            <a
              href={paths.clubDisplay(user.clubId)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold text-court-700 ring-1 ring-inset ring-court-700/30 hover:bg-court-50"
            >
              {TEXT.wall}
            </a>
          ) : null}
          <Button onClick={() => setConnecting({ code: '' })}>{TEXT.connect}</Button>
        </div>
      </div>

      {displays.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {TEXT.loadFailed}: {errorText(displays.error, MESSAGES.fetchDisplays)}
        </p>
      ) : displays.data && displays.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{TEXT.none}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" aria-label={TEXT.title}>
          {(displays.data ?? []).map((display) => (
            <li
              key={display.id}
              data-testid="display-row"
              data-display={display.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{display.name}</p>
                <p className="text-sm text-slate-600">
                  {TEXT.shows}:{' '}
                  <a
                    className="text-court-700 underline"
                    target="_blank"
                    rel="noreferrer"
                    href={
                      display.target.kind === 'court'
                        ? paths.courtDisplay(display.target.court_id)
                        : paths.clubDisplay(display.target.club_id)
                    }
                  >
                    {display.target.kind === 'court' ? (display.court_name ?? '') : TEXT.wallTarget}
                  </a>
                  {superAdmin ? ` · ${clubName(display.club_id)}` : ''} · {TEXT.lastSeen}{' '}
                  {formatDateTime(display.last_seen_at)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => setRenaming(display)}>
                  {TEXT.rename}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setRevoking(display)}>
                  {TEXT.disconnect}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {connecting ? (
        <Suspense fallback={null}>
          <ConnectTvDialog
            targets={[...courtTargets, ...wallTargets]}
            code={connecting.code}
            onClose={closeConnect}
            onConnected={() => void refresh()}
          />
        </Suspense>
      ) : null}
      {renaming ? <RenameDisplay display={renaming} onClose={() => setRenaming(null)} /> : null}
      {revoking ? <RevokeDisplay display={revoking} onClose={() => setRevoking(null)} /> : null}
    </section>
  );
}

const renameSchema = z.object({ name: displayUpdateBodySchema.shape.name.unwrap() });

function RenameDisplay({ display, onClose }: { display: Display; onClose: () => void }) {
  const { update } = useDisplayMutations();
  const form = useForm<z.input<typeof renameSchema>, unknown, z.output<typeof renameSchema>>({
    resolver: zodResolver(renameSchema),
    defaultValues: { name: display.name },
  });
  const field = fieldBinder(form);
  return (
    <FormModal
      texts={{ title: TEXT.renameTitle, done: TEXT.renamed, failed: MESSAGES.updateDisplay }}
      form={form}
      onSave={(values) => update.mutateAsync({ id: display.id, body: { name: values.name } })}
      onClose={onClose}
    >
      <TextField label={TEXT.name} {...field('name')} />
    </FormModal>
  );
}

function RevokeDisplay({ display, onClose }: { display: Display; onClose: () => void }) {
  const { revoke } = useDisplayMutations();
  return (
    <ConfirmDialog
      title={TEXT.disconnect}
      message={TEXT.confirmDisconnect(display.name)}
      confirmLabel={TEXT.disconnect}
      busy={revoke.isPending}
      onCancel={onClose}
      onConfirm={() =>
        revoke.mutate(display, {
          onSuccess: () => {
            toast.success(TEXT.disconnected);
            onClose();
          },
          onError: (error) => toast.error(errorText(error, MESSAGES.revokeDisplay)),
        })
      }
    />
  );
}
