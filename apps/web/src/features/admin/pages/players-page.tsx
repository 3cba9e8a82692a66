import {
  emailSchema,
  PLAYER_LEVEL_MAX,
  PLAYER_LEVEL_MIN,
  type Player,
  type PlayerBody,
  playerBodySchema,
} from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { usePlayerMutations, usePlayers } from '../api/players.ts';
import { useClubScope } from '../components/club-scope.tsx';
import { type Column, NAMED_ROWS } from '../components/data-table.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { ListPage } from '../components/list-page.tsx';
import { formatDate } from '../lib/format.ts';
import { PLAYER_TEXTS, playerFormTexts } from '../texts.ts';

/** A function: the headers are read in the current language. */
const COLUMNS = (): Column<Player>[] => [
  {
    header: i18n._(msg`Name`),
    cell: (player) => (
      <a href={paths.player(player.id)} className="font-medium text-court-700 underline">
        {player.name}
      </a>
    ),
  },
  { header: i18n._(msg`Email`), cell: (player) => player.email ?? '—' },
  { header: i18n._(msg`Level`), cell: (player) => player.level ?? '—' },
  {
    header: i18n._(msg`Public`),
    cell: (player) => (player.public ? formatDate(player.consents.publication) : i18n._(msg`No`)),
  },
  {
    header: i18n._(msg`Mail consent`),
    cell: (player) => (player.consents.mail ? formatDate(player.consents.mail) : i18n._(msg`No`)),
  },
];

/** The form's fields as typed: an empty email or level means none. */
const playerFormSchema = z.object({
  name: playerBodySchema.shape.name,
  email: z.union([z.literal(''), emailSchema]),
  level: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (Number(value) >= PLAYER_LEVEL_MIN && Number(value) <= PLAYER_LEVEL_MAX),
      `Level must be ${PLAYER_LEVEL_MIN} to ${PLAYER_LEVEL_MAX}`,
    ),
  public: z.boolean(),
  mail_consent: z.boolean(),
});
type PlayerFormValues = z.infer<typeof playerFormSchema>;

function bodyOf(values: PlayerFormValues): PlayerBody {
  return {
    name: values.name,
    email: values.email === '' ? null : values.email,
    level: values.level === '' ? null : Number(values.level),
    public: values.public,
    mail_consent: values.mail_consent,
  };
}

function PlayerForm({
  clubId,
  player,
  onClose,
}: {
  clubId: number;
  player: Player | null;
  onClose: () => void;
}) {
  const { create, update } = usePlayerMutations(clubId);
  const form = useForm<PlayerFormValues>({
    resolver: zodResolver(playerFormSchema),
    defaultValues: {
      name: player?.name ?? '',
      email: player?.email ?? '',
      level: player?.level === null || player?.level === undefined ? '' : String(player.level),
      public: player?.public ?? false,
      mail_consent: player ? player.consents.mail !== null : false,
    },
  });
  const field = fieldBinder(form);
  const save = async (values: PlayerFormValues) => {
    const body = bodyOf(values);
    if (player) await update.mutateAsync({ id: player.id, body });
    else await create.mutateAsync(body);
  };
  const checkbox = 'flex items-center gap-2 text-sm font-medium text-slate-700';
  return (
    <FormModal texts={playerFormTexts(player !== null)} form={form} onSave={save} onClose={onClose}>
      <TextField label={i18n._(msg`Name`)} {...field('name')} />
      <TextField label={i18n._(msg`Email`)} type="email" {...field('email')} />
      <TextField
        label={i18n._(msg`Level`)}
        inputMode="decimal"
        hint={i18n._(msg`From ${PLAYER_LEVEL_MIN} to ${PLAYER_LEVEL_MAX}, optional`)}
        {...field('level')}
      />
      <label className={checkbox}>
        <input type="checkbox" className="accent-court-700" {...form.register('public')} />
        <Trans>The player allows their page and name to be shown publicly</Trans>
      </label>
      <label className={checkbox}>
        <input type="checkbox" className="accent-court-700" {...form.register('mail_consent')} />
        <Trans>The player agrees to receive mail from the club</Trans>
      </label>
    </FormModal>
  );
}

/**
 * /admin/players: the club's roster (docs/players.md). Added, searched, changed and erased by the
 * club's admins; erasing keeps the scores under 'Former player' (docs/privacy.md).
 */
export function PlayersPage() {
  const scope = useClubScope();
  const { clubId } = scope;
  const [search, setSearch] = useState('');
  const players = usePlayers(clubId, useDeferredValue(search.trim()));
  const { remove } = usePlayerMutations(clubId);

  return (
    <ListPage
      texts={PLAYER_TEXTS()}
      subtitle={<Trans>The club's roster: matches name their players, who get their own page.</Trans>}
      form={(player, close) =>
        clubId === null ? null : <PlayerForm clubId={clubId} player={player} onClose={close} />
      }
      scope={scope}
      above={
        <TextField
          label={i18n._(msg`Search`)}
          type="search"
          className="mb-4 max-w-sm"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      }
      query={players}
      columns={COLUMNS()}
      {...NAMED_ROWS}
      remove={remove}
      question={(player) =>
        i18n._(
          msg`Erase ${player.name}? Their name becomes 'Former player' in every match and their email is removed; the scores stay.`,
        )
      }
    />
  );
}
