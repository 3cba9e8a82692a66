import type { FinishedMatchItem } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ShareFallback } from '../../components/share-fallback.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { courtTitle } from '../../lib/court.ts';
import { sayError } from '../../lib/i18n/error-text.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { clubCourtsQuery } from '../../lib/resources/club-list.ts';
import { clubBrandingQuery } from '../../lib/resources/clubs.ts';
import { publicCourtQuery } from '../../lib/resources/courts.ts';
import { useFinishedMatches } from './api/get-finished-matches.ts';
import { CourtChips } from './components/court-chips.tsx';
import { MatchCard } from './components/match-card.tsx';
import { ResultsHeader } from './components/results-header.tsx';
import { cardClubOf, matchCard, matchImageName, matchLink, shareMatch } from './share-match.ts';

// The stats modal and view load when 'View stats' is first pressed.
const StatsFlow = lazy(() => import('./components/stats-flow.tsx').then((m) => ({ default: m.StatsFlow })));

/**
 * Court results and history, /scores/share/court/{courtId} (docs/product.md#results-and-history): the court's finished
 * matches, newest first, searchable by player name, each with its stats and a share button.
 */
export function CourtResultsPage() {
  const { courtId = '' } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [statsMatch, setStatsMatch] = useState<FinishedMatchItem | null>(null);
  // The match whose share fell back to 'Copy link' / 'Download image' (no Web Share API).
  const [fallbackMatch, setFallbackMatch] = useState<FinishedMatchItem | null>(null);

  const court = useQuery(publicCourtQuery(courtId));
  const clubId = court.data?.club_id;
  const courts = useQuery({ ...clubCourtsQuery(clubId ?? 0), enabled: clubId !== undefined });
  const branding = useQuery({
    ...clubBrandingQuery(clubId ?? 0),
    enabled: clubId !== undefined,
    retry: false,
  });
  const matches = useFinishedMatches(courtId, deferredSearch);

  const courtFallback = courtTitle(court.data, courtId);
  const list = matches.data ?? [];

  return (
    <div className="min-h-screen bg-slate-50">
      <ResultsHeader logoUrl={branding.data?.logo_url ?? null} clubName={branding.data?.name ?? null} />
      <main className="mx-auto -mt-6 flex max-w-3xl flex-col gap-4 px-4 pb-12">
        <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <CourtChips courts={courts.data ?? []} selectedId={Number(courtId)} />
          <label className="relative block">
            <span className="sr-only">
              <Trans>Search by Player name</Trans>
            </span>
            <svg
              aria-hidden
              viewBox="0 0 20 20"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
            >
              <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={i18n._(msg`Search by Player name`)}
              className="w-full rounded-xl border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-base shadow-sm outline-none focus:border-court-600 focus:ring-2 focus:ring-court-100"
            />
          </label>
        </div>

        {matches.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label={i18n._(msg`Loading matches`)} />
          </div>
        ) : matches.isError && !matches.data ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200"
          >
            <p className="text-lg font-semibold text-slate-700">
              <Trans>Could not load the matches</Trans>
            </p>
            <p className="text-sm text-slate-500">{sayError(matches.error, MESSAGES.fetchMatches)}</p>
            <Button className="min-h-11" loading={matches.isFetching} onClick={() => void matches.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200">
            <p className="text-lg font-semibold text-slate-700">
              <Trans>No matches found</Trans>
            </p>
            <Button variant="secondary" className="min-h-11" onClick={() => navigate(-1)}>
              <Trans>Go Back</Trans>
            </Button>
          </div>
        ) : (
          <section aria-label={i18n._(msg`Finished matches`)} className="flex flex-col gap-3">
            {list.map((match) => (
              <MatchCard
                key={match.id}
                match={match}
                courtFallback={courtFallback}
                onViewStats={() => setStatsMatch(match)}
                onShare={() =>
                  void shareMatch(match, courtFallback, cardClubOf(branding.data)).then((outcome) => {
                    if (outcome === 'fallback') setFallbackMatch(match);
                  })
                }
              />
            ))}
          </section>
        )}
      </main>

      {fallbackMatch ? (
        <Modal open size="sm" title={i18n._(msg`Share Match`)} onClose={() => setFallbackMatch(null)}>
          <ShareFallback
            size="md"
            link={matchLink(fallbackMatch)}
            card={matchCard(fallbackMatch, courtFallback, cardClubOf(branding.data))}
            fileName={matchImageName(fallbackMatch)}
          />
        </Modal>
      ) : null}

      {statsMatch ? (
        <Suspense
          fallback={
            <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40">
              <Spinner />
            </div>
          }
        >
          <StatsFlow key={statsMatch.id} match={statsMatch} onDone={() => setStatsMatch(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
