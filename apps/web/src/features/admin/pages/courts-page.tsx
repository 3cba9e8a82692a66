import { type Court, courtCreateBodySchema, isSuperAdmin } from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { LearnKeysDialog } from '../../../components/court-keys/learn-keys-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { sayCode } from '../../../lib/i18n/error-text.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { useClubs } from '../api/clubs.ts';
import { useCourtMutations, useCourts } from '../api/courts.ts';
import { type Column, NAMED_ROWS, RowButton } from '../components/data-table.tsx';
import { DevicesDialog } from '../components/devices-dialog.tsx';
import { DisplaysPanel } from '../components/displays-panel.tsx';
import { FormModal, FormSection } from '../components/form-modal.tsx';
import { ListPage } from '../components/list-page.tsx';
import { formatDate } from '../lib/format.ts';
import { COURT_TEXTS, courtFormTexts } from '../texts.ts';

const SPORT_OPTIONS = [
  { value: 'PADEL', label: 'PADEL' },
  { value: 'TENNIS', label: 'TENNIS' },
] as const;

/** A function: the headers are read in the current language. */
const COLUMNS = (): Column<Court>[] => [
  { header: 'ID', cell: (court) => court.id },
  { header: i18n._(msg`Name`), cell: (court) => <span className="font-medium">{court.name}</span> },
  { header: i18n._(msg`Club ID`), cell: (court) => court.club_id },
  { header: i18n._(msg`Sport Type`), cell: (court) => court.sport_type },
  { header: i18n._(msg`Created`), cell: (court) => formatDate(court.created_at) },
];

/** The court form (docs/product.md#validation): the club is chosen by a super admin only; the court user on creation only. */
function courtFormSchema(chooseClub: boolean) {
  return z.object({
    name: courtCreateBodySchema.shape.name,
    club_id: z
      .string()
      .refine((value) => !chooseClub || value !== '', { error: () => i18n._(msg`Club is required`) }),
    sport_type: z.enum(['PADEL', 'TENNIS'], { error: () => i18n._(msg`Sport type is required`) }),
    court_user: courtCreateBodySchema.shape.court_user.optional(),
  });
}
type CourtFormInput = z.input<ReturnType<typeof courtFormSchema>>;
type CourtFormOutput = z.output<ReturnType<typeof courtFormSchema>>;

function CourtForm({ court, onClose }: { court: Court | null; onClose: () => void }) {
  const user = useCurrentUser();
  const chooseClub = isSuperAdmin(user);
  const clubs = useClubs();
  const { create, update } = useCourtMutations();
  const form = useForm<CourtFormInput, unknown, CourtFormOutput>({
    resolver: zodResolver(courtFormSchema(chooseClub)),
    defaultValues: {
      name: court?.name ?? '',
      club_id: String(court?.club_id ?? (chooseClub ? '' : (user.clubId ?? ''))),
      sport_type: court?.sport_type ?? 'PADEL',
      court_user: court ? undefined : { username: '', name: '', password: '' },
    },
  });
  const field = fieldBinder(form);

  const save = async (values: CourtFormOutput) => {
    const club_id = chooseClub ? Number(values.club_id) : undefined;
    if (court) {
      // Edit sends only name, club and sport type (docs/product.md#validation).
      await update.mutateAsync({
        id: court.id,
        body: { name: values.name, sport_type: values.sport_type, ...(club_id ? { club_id } : {}) },
      });
    } else if (values.court_user) {
      await create.mutateAsync({
        name: values.name,
        sport_type: values.sport_type,
        court_user: values.court_user,
        ...(club_id ? { club_id } : {}),
      });
    }
  };

  const clubOptions = (clubs.data ?? []).map((club) => ({ value: club.id, label: club.name }));
  return (
    <FormModal texts={courtFormTexts(court !== null)} form={form} onSave={save} onClose={onClose}>
      <TextField label={i18n._(msg`Name`)} {...field('name')} />
      {chooseClub ? (
        <SelectField
          label={i18n._(msg`Club`)}
          placeholder={clubs.isPending ? i18n._(msg`Loading clubs...`) : i18n._(msg`Select a club`)}
          options={clubOptions}
          {...field('club_id')}
        />
      ) : (
        <TextField
          label={i18n._(msg`Club`)}
          value={clubs.data?.find((club) => club.id === user.clubId)?.name ?? court?.club?.name ?? ''}
          hint={i18n._(msg`Courts are added to your own club.`)}
          readOnly
          disabled
        />
      )}
      <SelectField label={i18n._(msg`Sport Type`)} options={SPORT_OPTIONS} {...field('sport_type')} />
      {court ? (
        <FormSection title={i18n._(msg`Court user`)} note={sayCode('courtUserLocked')}>
          <TextField
            label={i18n._(msg`Username`)}
            value={court.court_user?.username ?? '—'}
            readOnly
            disabled
          />
          <TextField
            label={i18n._(msg`Display name`)}
            value={court.court_user?.name ?? '—'}
            readOnly
            disabled
          />
        </FormSection>
      ) : (
        <FormSection
          title={i18n._(msg`Court user`)}
          note={i18n._(msg`The account the court's screen signs in with.`)}
        >
          <TextField label={i18n._(msg`Username`)} autoComplete="off" {...field('court_user.username')} />
          <TextField label={i18n._(msg`Display name`)} {...field('court_user.name')} />
          <TextField
            label={i18n._(msg`Password`)}
            type="password"
            autoComplete="new-password"
            {...field('court_user.password')}
          />
        </FormSection>
      )}
    </FormModal>
  );
}

/** /admin/courts: a club admin sees their club's courts only (the server filters). */
export function CourtsPage() {
  const courts = useCourts();
  const { remove } = useCourtMutations();
  const [devicesOf, setDevicesOf] = useState<{ id: number; name: string } | null>(null);
  // The court tablet's Bluetooth keys, learned here with the tablet's own dialog (docs/hardware.md).
  const [keysOf, setKeysOf] = useState<number | null>(null);

  return (
    <ListPage
      texts={COURT_TEXTS()}
      action={
        <Link
          to={paths.admin.buttons}
          className="inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold text-court-700 ring-1 ring-inset ring-court-700/30 hover:bg-court-50"
        >
          <Trans>Buttons</Trans>
        </Link>
      }
      form={(court, close) => <CourtForm court={court} onClose={close} />}
      query={courts}
      columns={COLUMNS()}
      {...NAMED_ROWS}
      actions={(court) => (
        <>
          <a
            href={paths.courtDisplay(court.id)}
            target="_blank"
            rel="noreferrer"
            aria-label={i18n._(msg`Display of ${court.name}`)}
            className="inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-court-700 hover:bg-court-50"
          >
            <Trans>Display</Trans>
          </a>
          <Link
            to={`${paths.admin.buttons}?court=${court.id}`}
            aria-label={i18n._(msg`Buttons of ${court.name}`)}
            className="inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-court-700 hover:bg-court-50"
          >
            <Trans>Buttons</Trans>
          </Link>
          <RowButton name={i18n._(msg`Learn keys for ${court.name}`)} onClick={() => setKeysOf(court.id)}>
            <Trans>Learn keys</Trans>
          </RowButton>
          {court.court_user ? (
            <RowButton
              name={i18n._(msg`Devices of ${court.name}`)}
              onClick={() => setDevicesOf(court.court_user)}
            >
              <Trans>Devices</Trans>
            </RowButton>
          ) : null}
        </>
      )}
      remove={remove}
    >
      <DisplaysPanel />
      {keysOf !== null ? <LearnKeysDialog courtId={keysOf} onClose={() => setKeysOf(null)} /> : null}
      {devicesOf ? <DevicesDialog user={devicesOf} onClose={() => setDevicesOf(null)} /> : null}
    </ListPage>
  );
}
