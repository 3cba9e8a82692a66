import type { Rating } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { i18n } from '../../lib/i18n/i18n.ts';
import { formatRating } from '../../lib/rating-band.ts';
import { LADDER_TEXT } from '../displays/ladder-text.ts';
import { clubLadderPath } from './ladder-path.ts';

const SPORT_LABELS = {
  PADEL: () => i18n._(msg`Padel`),
  TENNIS: () => i18n._(msg`Tennis`),
} as const;

/**
 * The player's club rating with its band, '4.3 ± 0.4' (docs/rating.md, "Display"), one per sport
 * rated, from verified results only; a first guess says so.
 */
export function RatingBlock({ ratings, clubId }: { ratings: Rating[]; clubId: number }) {
  if (ratings.length === 0) return null;
  return (
    <section
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      aria-label={i18n._(msg`Club rating`)}
      data-testid="player-rating"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-sm text-slate-500">
          <Trans>Club rating</Trans>
        </h2>
        <Link to={clubLadderPath(clubId)} className="text-sm font-semibold text-court-700 underline">
          {LADDER_TEXT.title}
        </Link>
      </div>
      <ul className="mt-1 flex flex-col gap-2">
        {ratings.map((rating) => (
          <li key={rating.sport} className="flex flex-wrap items-baseline gap-x-3">
            <span className="font-score text-3xl font-extrabold text-court-800">{formatRating(rating)}</span>
            {ratings.length > 1 ? (
              <span className="text-sm font-semibold text-slate-700">{SPORT_LABELS[rating.sport]()}</span>
            ) : null}
            <span className="text-sm text-slate-600">
              <Plural value={rating.matches} one="from # verified match" other="from # verified matches" />
              {rating.provisional ? ` · ${LADDER_TEXT.provisional}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500">{LADDER_TEXT.explain}</p>
    </section>
  );
}
