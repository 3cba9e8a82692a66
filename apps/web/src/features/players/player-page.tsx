import type { PlayerMatch, PlayerPage as PlayerPageData, PlayerRelation } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { sayError } from '../../lib/i18n/error-text.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { figureTiles } from './figures.ts';
import { usePlayerPage } from './get-player-page.ts';
import { RatingBlock } from './rating-block.tsx';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

/** A name on the page; null is a roster player who keeps their name private (docs/players.md). */
function shown(name: string | null): string {
  return name ?? i18n._(msg`Private player`);
}

function ResultBadge({ result }: { result: PlayerMatch['result'] }) {
  if (result === null)
    return <span className="text-xs font-semibold text-slate-500">{i18n._(msg`In play`)}</span>;
  const styles = {
    won: 'bg-court-700 text-white',
    lost: 'bg-slate-200 text-slate-700',
    draw: 'bg-amber-100 text-amber-800',
  };
  const labels = { won: i18n._(msg`Won`), lost: i18n._(msg`Lost`), draw: i18n._(msg`Draw`) };
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${styles[result]}`}>{labels[result]}</span>
  );
}

function MatchRow({ match }: { match: PlayerMatch }) {
  const partners = match.partners.map(shown).join(' & ');
  return (
    <li className="flex flex-col gap-1 border-b border-slate-100 py-3 last:border-0">
      <div className="flex items-center justify-between gap-2">
        <Link
          to={paths.shareMatch(match.id)}
          className="font-score text-lg font-bold text-slate-900 underline-offset-2 hover:underline"
        >
          {match.score_line}
        </Link>
        <ResultBadge result={match.result} />
      </div>
      <p className="text-sm text-slate-700">
        {partners ? <Trans>with {partners}</Trans> : null}{' '}
        <Trans>vs {match.opponents.map(shown).join(' & ')}</Trans>
      </p>
      <p className="text-xs text-slate-500">
        {new Date(match.played_at).toLocaleDateString(i18n.locale)}
        {match.court_name ? ` · ${match.court_name}` : ''}
      </p>
    </li>
  );
}

function RelationList({ title, rows }: { title: string; rows: PlayerRelation[] }) {
  return (
    <section className={card} aria-label={title}>
      <h2 className="mb-2 text-base font-bold text-court-800">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>None yet</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-1">
          {rows.map((row) => (
            <li key={`${row.player_id ?? ''}:${row.name ?? ''}`} className="flex justify-between text-sm">
              {row.player_id !== null && row.name !== null ? (
                <Link to={paths.player(row.player_id)} className="font-medium text-court-700 underline">
                  {row.name}
                </Link>
              ) : (
                <span className="font-medium text-slate-800">{shown(row.name)}</span>
              )}
              <span className="text-slate-600">
                <Trans>
                  {row.won} won of {row.played}
                </Trans>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PlayerPageBody({ page }: { page: PlayerPageData }) {
  const { player, record } = page;
  const tiles = figureTiles(page.figures);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-gradient-to-br from-court-700 via-court-800 to-court-900 px-5 pt-8 pb-10 text-white">
        <div className="mx-auto flex max-w-3xl flex-col gap-1">
          <p className="text-sm text-court-100">{page.club.name}</p>
          <h1 className="text-3xl font-extrabold tracking-tight">{player.name}</h1>
          {player.level !== null ? (
            <p className="text-court-100">
              <Trans>Level {player.level}</Trans>
            </p>
          ) : null}
          {player.public ? null : (
            <p className="mt-2 w-fit rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
              <Trans>Private page: only the club's admins see it</Trans>
            </p>
          )}
        </div>
      </header>
      <main className="mx-auto -mt-6 flex max-w-3xl flex-col gap-4 px-4 pb-12">
        <RatingBlock ratings={page.ratings} clubId={page.club.id} />
        <section className={`${card} grid grid-cols-4 gap-2 text-center`} aria-label={i18n._(msg`Results`)}>
          {[
            [i18n._(msg`Played`), record.played],
            [i18n._(msg`Won`), record.won],
            [i18n._(msg`Lost`), record.lost],
            [i18n._(msg`Drawn`), record.drawn],
          ].map(([label, value]) => (
            <div key={label}>
              <p className="font-score text-2xl font-extrabold text-slate-900">{value}</p>
              <p className="text-xs text-slate-500">{label}</p>
            </div>
          ))}
        </section>
        <section className={card} aria-label={i18n._(msg`Figures`)}>
          <h2 className="mb-3 text-base font-bold text-court-800">
            <Trans>Figures over {page.figures.matches} matches scored point by point</Trans>
          </h2>
          <dl className="grid grid-cols-2 gap-3">
            {tiles.map((tile) => (
              <div key={tile.label} className="rounded-xl bg-slate-50 p-3">
                <dt className="text-xs text-slate-500">{tile.label}</dt>
                <dd className="font-score text-xl font-bold text-slate-900">
                  {tile.value}
                  {tile.detail ? (
                    <span className="ml-2 text-sm font-semibold text-court-700">{tile.detail}</span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={card} aria-label={i18n._(msg`Matches`)}>
          <h2 className="text-base font-bold text-court-800">
            <Trans>Matches</Trans>
          </h2>
          {page.matches.length === 0 ? (
            <p className="py-2 text-sm text-slate-500">
              <Trans>No matches yet</Trans>
            </p>
          ) : (
            <ul>
              {page.matches.map((match) => (
                <MatchRow key={match.id} match={match} />
              ))}
            </ul>
          )}
        </section>
        <RelationList title={i18n._(msg`Partners`)} rows={page.partners} />
        <RelationList title={i18n._(msg`Opponents`)} rows={page.opponents} />
      </main>
    </div>
  );
}

/**
 * /players/{id} (docs/players.md, "The player page"): a player's matches, results, figures,
 * partners and opponents. Public when the player allows it; the club's admins always see it.
 */
export function PlayerPage() {
  const { playerId = '' } = useParams();
  const [search] = useSearchParams();
  const page = usePlayerPage(playerId, search.get('key'));
  if (page.isPending)
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label={i18n._(msg`Loading player`)} />
      </div>
    );
  if (page.isError)
    return (
      <div
        role="alert"
        className="flex min-h-screen flex-col items-center justify-center gap-2 p-6 text-center"
      >
        <p className="text-lg font-semibold text-slate-700">
          {sayError(page.error, MESSAGES.playerNotFound)}
        </p>
      </div>
    );
  return <PlayerPageBody page={page.data} />;
}
