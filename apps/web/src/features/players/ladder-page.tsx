import type { Ladder } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { Plural } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { sayError } from '../../lib/i18n/error-text.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { formatRating } from '../../lib/rating-band.ts';
import { useLadder } from '../displays/api/get-ladder.ts';
import { LADDER_TEXT } from '../displays/ladder-text.ts';

const NAME_LINK = 'block truncate font-semibold text-slate-900 underline-offset-2 hover:underline';

function LadderList({ ladder }: { ladder: Ladder }) {
  if (ladder.players.length === 0)
    return <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 shadow-sm">{LADDER_TEXT.empty}</p>;
  return (
    <ol className="flex flex-col divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {ladder.players.map((entry) => (
        <li key={entry.player_id} data-testid="ladder-row" className="flex items-center gap-3 px-4 py-3">
          <span className="w-8 shrink-0 font-score text-xl font-extrabold text-court-700 tabular-nums">
            {entry.rank}
          </span>
          <span className="min-w-0 flex-1">
            <Link to={paths.player(entry.player_id)} className={NAME_LINK}>
              {entry.name}
            </Link>
            <span className="text-xs text-slate-500">
              <Plural value={entry.matches} one="# verified match" other="# verified matches" />
              {entry.provisional ? ` · ${LADDER_TEXT.provisional}` : ''}
              {entry.public ? '' : ` · ${i18n._(msg`private`)}`}
            </span>
          </span>
          <span className="shrink-0 font-score text-lg font-bold text-slate-900 tabular-nums">
            {formatRating(entry)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * /clubs/{clubId}/ladder (docs/rating.md, "The ladder"): the club's players by club rating on a
 * phone, each with their band; the public players, or everyone for the club's admins.
 */
export function LadderPage() {
  const clubId = Number(useParams().clubId);
  const ladder = useLadder(clubId, 'reader');
  if (ladder.isPending)
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label={i18n._(msg`Loading the ladder`)} />
      </div>
    );
  if (ladder.isError)
    return (
      <div role="alert" className="flex min-h-screen items-center justify-center p-6 text-center">
        <p className="text-lg font-semibold text-slate-700">
          {sayError(ladder.error, MESSAGES.clubNotFound)}
        </p>
      </div>
    );
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-gradient-to-br from-court-700 via-court-800 to-court-900 px-5 pt-8 pb-10 text-white">
        <div className="mx-auto flex max-w-3xl flex-col gap-1">
          <p className="text-sm text-court-100">{ladder.data.club.name}</p>
          <h1 className="text-3xl font-extrabold tracking-tight">{LADDER_TEXT.title}</h1>
        </div>
      </header>
      <main className="mx-auto -mt-6 flex max-w-3xl flex-col gap-3 px-4 pb-12">
        <LadderList ladder={ladder.data} />
        <p className="px-1 text-xs text-slate-500">{LADDER_TEXT.explain}</p>
      </main>
    </div>
  );
}
