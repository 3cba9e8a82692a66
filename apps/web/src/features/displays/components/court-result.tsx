import { noPointsPlayed, teamStatisticsRows } from '@bandeja/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, lazy, Suspense } from 'react';
import { EndState } from '../../../components/board/end-state.tsx';
import { ScoreCard } from '../../../components/board/score-card.tsx';
import { describeStatistic, noPointsPlayedText } from '../../../components/statistics/statistic-labels.ts';
import { nameScale, playersPerTeamOf, teamPlayers } from '../../../lib/board/format.ts';
import { useMatchDetails } from '../../../lib/board/match-details.ts';
import { matchStatisticsQuery } from '../../../lib/resources/matches.ts';
import { useResultLinks } from '../api/get-result-links.ts';
import { DISPLAY_TEXT } from '../text.ts';
import { DisplayFrame, type MatchScreenProps } from './display-frame.tsx';

// The teams' QR codes come only with their links (a paired TV, the court's tablet): fetched then.
const ResultConfirmQrs = lazy(() =>
  import('./result-confirm-qrs.tsx').then((module) => ({ default: module.ResultConfirmQrs })),
);

const TEAMS = ['team1', 'team2'] as const;

/** How many characters a head's line holds at full size: the figures' labels keep their room. */
const HEAD_FITS = 17;
/** Smaller than this a name is no longer read across a room: a longer one is cut (its title whole). */
const HEAD_MIN_SCALE = 0.75;

/**
 * The court display after a match: the final board and the match's statistics, for the club's
 * minutes or until the next match starts. A match not scored point by point (a walkover, a result
 * entered by hand) says its statistics are not available, and a match ended before its first point
 * says so in one line instead of a box of zeros; the format is named under the board.
 */
export function CourtResult({ score, branding, title }: MatchScreenProps) {
  const statistics = useQuery({ ...matchStatisticsQuery(score.match_id), retry: 2 });
  const details = useMatchDetails(score.match_id);
  const links = useResultLinks(score.match_id);
  const playersPerTeam = playersPerTeamOf(score);
  const pointByPoint = statistics.data?.pointByPoint ?? true;
  const rows = statistics.data && pointByPoint ? teamStatisticsRows(statistics.data, score.deuce_mode) : [];
  const noPoints = statistics.data ? noPointsPlayed(statistics.data) : false;
  const players = {
    team1: teamPlayers(score.team1_name, playersPerTeam),
    team2: teamPlayers(score.team2_name, playersPerTeam),
  };
  // Both heads at one size, the longest name's.
  const headScale = Math.max(HEAD_MIN_SCALE, nameScale([...players.team1, ...players.team2], HEAD_FITS));
  return (
    <DisplayFrame branding={branding} title={title} testId="court-display" state="result">
      <EndState score={score} forTime={score.finish_reason === 'time'} />
      <div className="flex min-h-0 flex-1 gap-[2vw] max-[600px]:flex-col max-[600px]:gap-[2vh]">
        <div className="flex min-w-0 flex-[1.15] flex-col">
          <ScoreCard score={score} highlight={null} fit />
          {details.data ? (
            <p
              data-testid="match-format"
              className="mt-[1vh] line-clamp-3 text-[2.2vh] text-slate-400 sm:line-clamp-2"
            >
              {details.data.format}
            </p>
          ) : null}
          {links ? (
            <Suspense fallback={null}>
              <div className="mt-[1.5vh]">
                <ResultConfirmQrs score={score} links={links} />
              </div>
            </Suspense>
          ) : null}
        </div>
        {noPoints ? (
          <p
            data-testid="no-points-played"
            className="flex min-w-0 flex-1 items-center justify-center text-center text-[3vh] font-semibold text-slate-300"
          >
            {noPointsPlayedText()}
          </p>
        ) : (
          <section
            aria-label={DISPLAY_TEXT.matchStatistics}
            data-testid="result-statistics"
            className="flex min-w-0 flex-1 flex-col justify-center gap-[1.2vh] rounded-[2vmin] bg-slate-900 px-[2vw] py-[2vh] ring-1 ring-white/10"
          >
            <h2 className="text-[3vh] font-black uppercase tracking-widest text-slate-400">
              {DISPLAY_TEXT.matchStatistics}
            </h2>
            {/* Below 600 px a statistic's name takes its own line, its figures the line under it. */}
            <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,auto)_minmax(0,auto)] items-baseline gap-x-[1.5vw] gap-y-[1.4vh] text-[2.8vh] max-[600px]:grid-cols-2">
              <span className="max-[600px]:hidden" />
              {TEAMS.map((team) => (
                <TeamHead
                  key={team}
                  name={team === 'team1' ? score.team1_name : score.team2_name}
                  players={players[team]}
                  scale={headScale}
                />
              ))}
              {pointByPoint ? null : (
                <p
                  data-testid="statistics-not-available"
                  className="col-span-full text-[2.6vh] font-semibold text-slate-300"
                >
                  {DISPLAY_TEXT.statisticsNotAvailable}
                </p>
              )}
              {rows.map((row) => (
                <div key={row.key} className="contents">
                  <span className="font-semibold text-slate-300 max-[600px]:col-span-full">
                    {describeStatistic(row.key)}
                  </span>
                  {TEAMS.map((team) => (
                    <span key={team} className="whitespace-nowrap text-right font-black tabular-nums">
                      {row[team]}
                    </span>
                  ))}
                </div>
              ))}
            </div>
          </section>
        )}
      </div>
    </DisplayFrame>
  );
}

/**
 * A team's column head: a player a line (two lines at most for a pair, as on the live board), a
 * long name set smaller to fit its line (`nameScale`, as the score card does), then cut with an
 * ellipsis; the whole team's name is its title.
 */
function TeamHead({ name, players, scale }: { name: string; players: string[]; scale: number }) {
  return (
    <span
      data-testid="statistics-team-head"
      title={name}
      className="flex min-w-0 max-w-[12vw] flex-col items-end text-[calc(2vh*var(--name-scale))] font-bold leading-tight text-slate-300 max-[600px]:max-w-none"
      style={{ '--name-scale': scale } as CSSProperties}
    >
      {/* A singles player has the team's two lines: a long name wraps before it is cut. */}
      {players.map((player, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a team's players by their place; two may share a name.
          key={index}
          className={`max-w-full ${players.length === 1 ? 'line-clamp-2 break-words text-right' : 'truncate'}`}
        >
          {player}
        </span>
      ))}
    </span>
  );
}
