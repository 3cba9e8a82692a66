import { type Match, type MatchUpdateBody, NAME_MAX } from '@bandeja/contract';
import { formatResult, joinTeamName, splitTeamName } from '@bandeja/contract/plain';
import { resultCardSetsOfMatch } from '@bandeja/contract/result-card';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg, plural } from '@lingui/core/macro';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { sayCode } from '../../../lib/i18n/error-text.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { describeMatchType } from '../../../lib/i18n/rule-labels.ts';
import { useCourts } from '../api/courts.ts';
import { useMatches, useMatchMutations } from '../api/matches.ts';
import type { Column } from '../components/data-table.tsx';
import { FormModal, FormSection } from '../components/form-modal.tsx';
import { ListPage } from '../components/list-page.tsx';
import { formatDateTime, toLocalInput } from '../lib/format.ts';
import { fieldsShown, statusChoices } from '../lib/match-rules.ts';
import { MATCH_TEXTS, matchFormTexts } from '../texts.ts';

/** A function: the headers are read in the current language. */
const COLUMNS = (): Column<Match>[] => [
  {
    header: 'ID',
    cell: (match) => (
      <Link
        to={paths.adminScoreboard(match.id)}
        title={match.id}
        className="inline-block max-w-[8rem] truncate align-bottom font-score text-xs text-court-700 underline"
      >
        {match.id}
      </Link>
    ),
  },
  { header: i18n._(msg`Team 1`), cell: (match) => match.team1_name },
  { header: i18n._(msg`Team 2`), cell: (match) => match.team2_name },
  { header: i18n._(msg`Type`), cell: (match) => describeMatchType(match.settings.matchType) },
  {
    header: i18n._(msg`Result`),
    cell: (match) =>
      match.status === 'finished' ? formatResult(resultCardSetsOfMatch(match), match.finish_reason) : '—',
    className: 'whitespace-nowrap font-score',
  },
  { header: i18n._(msg`Court ID`), cell: (match) => match.court_id ?? '—' },
  { header: i18n._(msg`Status`), cell: (match) => <StatusBadge status={match.status} /> },
  {
    header: i18n._(msg`Created`),
    cell: (match) => formatDateTime(match.created_at),
    className: 'whitespace-nowrap',
  },
];

// Messages as functions: the schema is built once, its texts are read in the language of the moment.
const playerName = (requiredMessage?: () => string) => {
  const base = z
    .string()
    .trim()
    .max(NAME_MAX, { error: () => i18n._(msg`Player name is too long`) });
  return requiredMessage ? base.min(1, { error: requiredMessage }) : base;
};

/**
 * The match edit form (docs/product.md#states, docs/product.md#validation): player 1 of each team required, player 2 optional (and not
 * asked in singles); the court is asked for an ongoing match and the start time for a scheduled
 * one, each required when shown.
 */
const matchFormSchema = z
  .object({
    team1Player1: playerName(() => i18n._(msg`Team 1 player 1 is required`)),
    team1Player2: playerName(),
    team2Player1: playerName(() => i18n._(msg`Team 2 player 1 is required`)),
    team2Player2: playerName(),
    status: z.enum(['scheduled', 'ongoing', 'finished']),
    court_id: z.string(),
    start_time: z.string(),
  })
  .superRefine((values, ctx) => {
    if (fieldsShown(values.status).court && values.court_id === '') {
      ctx.addIssue({ code: 'custom', path: ['court_id'], message: i18n._(msg`Court is required`) });
    }
    if (fieldsShown(values.status).startTime && values.start_time === '') {
      ctx.addIssue({ code: 'custom', path: ['start_time'], message: i18n._(msg`Start time is required`) });
    }
  });
type MatchFormValues = z.infer<typeof matchFormSchema>;

/** Each team's name fields: one player in singles, two in doubles. */
const TEAM_LABELS = {
  1: {
    title: msg`Team 1`,
    player: msg`Team 1 player`,
    first: msg`Team 1 player 1`,
    second: msg`Team 1 player 2`,
  },
  2: {
    title: msg`Team 2`,
    player: msg`Team 2 player`,
    first: msg`Team 2 player 1`,
    second: msg`Team 2 player 2`,
  },
};

function MatchForm({ match, onClose }: { match: Match; onClose: () => void }) {
  const courts = useCourts();
  const { update } = useMatchMutations();
  const [t1p1, t1p2] = splitTeamName(match.team1_name);
  const [t2p1, t2p2] = splitTeamName(match.team2_name);
  const finished = match.status === 'finished';
  const singles = match.settings.matchType === 'singles';
  const form = useForm<MatchFormValues>({
    resolver: zodResolver(matchFormSchema),
    defaultValues: {
      team1Player1: t1p1,
      team1Player2: t1p2,
      team2Player1: t2p1,
      team2Player2: t2p2,
      status: match.status,
      court_id: match.court_id === null ? '' : String(match.court_id),
      start_time: toLocalInput(match.start_time),
    },
  });
  const field = fieldBinder(form);
  const shown = fieldsShown(form.watch('status'));

  const save = async (values: MatchFormValues) => {
    // Only what changed is sent, so a finished match can still have its names corrected.
    const body: MatchUpdateBody = {};
    const team1 = singles
      ? values.team1Player1.trim()
      : joinTeamName(values.team1Player1, values.team1Player2);
    const team2 = singles
      ? values.team2Player1.trim()
      : joinTeamName(values.team2Player1, values.team2Player2);
    if (team1 !== match.team1_name) body.team1_name = team1;
    if (team2 !== match.team2_name) body.team2_name = team2;
    if (values.status !== match.status) body.status = values.status;
    if (fieldsShown(values.status).court && Number(values.court_id) !== match.court_id) {
      body.court_id = Number(values.court_id);
    }
    if (fieldsShown(values.status).startTime && values.start_time !== toLocalInput(match.start_time)) {
      body.start_time = new Date(values.start_time).toISOString();
    }
    if (Object.keys(body).length > 0) await update.mutateAsync({ id: match.id, body });
  };

  return (
    <FormModal texts={matchFormTexts()} form={form} onSave={save} onClose={onClose}>
      {([1, 2] as const).map((team) => (
        <FormSection key={team} title={i18n._(TEAM_LABELS[team].title)}>
          <TextField
            label={i18n._(singles ? TEAM_LABELS[team].player : TEAM_LABELS[team].first)}
            {...field(`team${team}Player1`)}
          />
          {singles ? null : (
            <TextField label={i18n._(TEAM_LABELS[team].second)} {...field(`team${team}Player2`)} />
          )}
        </FormSection>
      ))}
      <SelectField
        label={i18n._(msg`Status`)}
        options={statusChoices(match.status).map((value) => ({ value, label: value }))}
        disabled={finished}
        hint={finished ? sayCode('finishedStatusLocked') : undefined}
        {...field('status')}
      />
      {shown.court ? (
        <SelectField
          label={i18n._(msg`Court`)}
          placeholder={courts.isPending ? i18n._(msg`Loading courts...`) : i18n._(msg`Select a court`)}
          options={(courts.data ?? []).map((court) => ({
            value: court.id,
            label: `${court.name} (ID ${court.id})`,
          }))}
          {...field('court_id')}
        />
      ) : null}
      {shown.startTime ? (
        <TextField label={i18n._(msg`Start time`)} type="datetime-local" {...field('start_time')} />
      ) : null}
    </FormModal>
  );
}

/** /admin/matches: edit and delete only (matches are created from the court's QR code). */
export function MatchesPage() {
  const matches = useMatches();
  const { remove } = useMatchMutations();

  const count = matches.data?.length;
  return (
    <ListPage
      texts={MATCH_TEXTS()}
      subtitle={
        count === undefined
          ? undefined
          : i18n._(msg`${plural(count, { one: '# match', other: '# matches' })}`)
      }
      query={matches}
      columns={COLUMNS()}
      rowKey={(match) => match.id}
      rowLabel={(match) => `${match.team1_name} vs ${match.team2_name}`}
      form={(match, close) => (match ? <MatchForm match={match} onClose={close} /> : null)}
      remove={remove}
      question={() => i18n._(msg`Are you sure you want to delete this match?`)}
    />
  );
}
