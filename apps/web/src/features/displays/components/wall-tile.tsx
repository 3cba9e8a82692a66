import type { CourtBoard, LiveScore } from '@bandeja/contract';
import { hasTimeLimit } from '@bandeja/contract/plain';
import { playerNumber, type TeamServer, teamPoints } from '@bandeja/scoring';
import type { CSSProperties } from 'react';
import { BOARD_TEXT } from '../../../components/board/text.ts';
import {
  FINISHING_SOON_SECONDS,
  nameScale,
  playersPerTeamOf,
  setFigures,
  slotSecondsLeft,
  teamPlayers,
} from '../../../lib/board/format.ts';
import { describePointName, finishMarkOf } from '../../../lib/i18n/board-labels.ts';
import { compactScore } from '../lib/compact-score.ts';
import type { CourtPhase } from '../lib/court-board.ts';
import { DISPLAY_TEXT } from '../text.ts';
import { FinishMark } from './finish-mark.tsx';
import { ResultSummary } from './result-summary.tsx';

type Team = 'team1' | 'team2';

/**
 * One court on the clubhouse wall, sized by the wall (`--tile`, the tile's height): its name, its
 * status (live / finished with the winner / free), the time left in the slot ('finishing soon' in
 * its last 10 minutes), and per team the players, set scores, game or tiebreak points and server.
 * The court's name has the header's room first: the header's type is capped by the tile's width
 * as well as its height, and the pills beside the name give way before it does; a free court says
 * 'free' once, in its pill (docs/displays.md).
 */
export function WallTile({ board, phase, now }: { board: CourtBoard; phase: CourtPhase; now: number }) {
  const name = board.court.screen_identifier || board.court.name;
  const score = phase.kind === 'idle' ? null : phase.score;
  const left = phase.kind === 'live' ? slotSecondsLeft(phase.score, now) : null;
  const soon = left !== null && left <= FINISHING_SOON_SECONDS;
  // A rally game's target takes the place of 'No time limit' (a points game rarely has one).
  const rally = phase.kind === 'live' ? (phase.score.rally ?? null) : null;
  const unlimited = phase.kind === 'live' && !hasTimeLimit(phase.score.match_duration) && rally === null;
  const status =
    phase.kind === 'live'
      ? DISPLAY_TEXT.live
      : phase.kind === 'result'
        ? DISPLAY_TEXT.finished
        : DISPLAY_TEXT.free;
  return (
    <article
      data-testid="wall-tile"
      data-court={board.court.id}
      data-state={phase.kind}
      data-version={score?.version}
      className={`flex min-h-0 min-w-0 flex-col overflow-hidden rounded-[min(calc(var(--tile)*0.06),1.5vw)] ring-1 [container-type:inline-size] ${
        phase.kind === 'live' ? 'bg-slate-900 ring-court-500/60' : 'bg-slate-900/70 ring-white/10'
      }`}
    >
      <header className="flex shrink-0 items-center justify-between gap-[0.5em] bg-white/5 px-[0.6em] py-[0.15em] text-[min(calc(var(--tile)*0.14),6.5cqw)] font-black">
        <h2 data-testid="wall-court-name" className="max-w-full shrink-0 truncate">
          {name}
        </h2>
        {/*
          Right to left: the status, then the time left, then a rally's target. A pill that has no
          room wraps to a second line the header's height hides: whole or not at all, never cut
          ('16 pu…').
        */}
        <div className="flex h-[1.5em] min-w-0 flex-1 flex-row-reverse flex-wrap items-center gap-x-[0.4em] gap-y-[1em] overflow-hidden whitespace-nowrap text-[0.7em] leading-[1.5]">
          <span
            data-testid="wall-status"
            className={`shrink-0 rounded-full px-[0.5em] uppercase tracking-wider ${
              phase.kind === 'live'
                ? 'bg-court-500 text-white'
                : phase.kind === 'result'
                  ? 'bg-red-700 text-white'
                  : 'bg-slate-700 text-slate-200'
            }`}
          >
            {status}
          </span>
          {left !== null ? (
            <span
              data-testid="wall-time-left"
              className={`shrink-0 rounded-full px-[0.5em] ${soon ? 'bg-amber-400 text-slate-950' : 'text-slate-300'}`}
            >
              {soon ? DISPLAY_TEXT.finishingSoon : DISPLAY_TEXT.minutesLeft(Math.ceil(left / 60))}
            </span>
          ) : null}
          {unlimited ? (
            <span
              data-testid="wall-time-left"
              data-limit="none"
              className="shrink-0 rounded-full px-[0.5em] text-slate-300"
            >
              {BOARD_TEXT.noTimeLimit}
            </span>
          ) : null}
          {rally ? (
            <span data-testid="wall-rally-target" className="shrink-0 rounded-full px-[0.5em] text-slate-300">
              {BOARD_TEXT.rallyTarget(rally.target, rally.target_mode)}
            </span>
          ) : null}
        </div>
      </header>
      {score ? (
        <TileScore score={score} />
      ) : (
        <div className="flex min-h-0 flex-1 items-center px-[0.6em] text-[min(calc(var(--tile)*0.12),5.5cqw)]">
          {phase.kind === 'idle' && phase.last ? (
            <div data-testid="wall-last-result" className="min-w-0">
              <p className="text-[0.8em] font-bold uppercase tracking-widest text-slate-500">
                {DISPLAY_TEXT.lastResult}
              </p>
              <ResultSummary score={phase.last} className="text-[0.95em]" />
            </div>
          ) : null}
        </div>
      )}
    </article>
  );
}

function TileScore({ score }: { score: LiveScore }) {
  const { finished, sets, showPoints, server } = compactScore(score);
  // The points column's figure is the engine's rule (`teamPoints`), in the language's advantage mark.
  const points = (team: Team) => describePointName(teamPoints(score, team));
  return (
    <div
      className="grid min-h-0 flex-1 items-stretch"
      style={{
        gridTemplateColumns: [
          'minmax(0,1fr)',
          ...sets.map(() => 'auto'),
          ...(showPoints ? ['auto'] : []),
        ].join(' '),
      }}
    >
      {(['team1', 'team2'] as const).map((team, row) => {
        const players = teamPlayers(
          team === 'team1' ? score.team1_name : score.team2_name,
          playersPerTeamOf(score),
        );
        const won = finished && score.winner === team;
        const mark = finishMarkOf(score, team);
        const divider = row === 1 ? 'border-t border-white/10' : '';
        return (
          <div key={team} className="contents">
            <div
              data-testid={`wall-${team}`}
              data-winner={won}
              className={`flex min-w-0 flex-col justify-center px-[calc(var(--tile)*0.05)] ${divider} ${won ? 'bg-court-700/40' : ''}`}
              style={{ '--name-scale': nameScale(players) } as CSSProperties}
            >
              {players.slice(0, 2).map((name, index) => {
                const serving = index < 2 && server === playerNumber(team, (index + 1) as TeamServer);
                return (
                  <p
                    key={name}
                    className="flex min-w-0 items-center gap-[0.3em] text-[calc(min(var(--tile)*0.14,6.5cqw)*var(--name-scale))] font-bold leading-[1.12]"
                  >
                    <span
                      aria-hidden
                      data-serving={serving}
                      className={`inline-block size-[0.5em] shrink-0 rounded-full ${serving ? 'bg-ball' : ''}`}
                    />
                    <span
                      className={`min-w-0 ${players.length === 1 ? 'line-clamp-2 break-words' : 'truncate'}`}
                    >
                      {name}
                    </span>
                    {index === 0 ? (
                      <FinishMark
                        mark={mark}
                        testId={`wall-${team}-mark`}
                        className="text-[0.7em] text-amber-300"
                      />
                    ) : null}
                  </p>
                );
              })}
            </div>
            {sets.map((set) => {
              const figures = setFigures(set);
              const games = team === 'team1' ? figures.team1 : figures.team2;
              return (
                <div
                  key={set.key}
                  className={`flex items-center justify-center px-[0.3em] text-[min(calc(var(--tile)*0.27),10cqw)] font-bold tabular-nums ${divider} ${
                    set.current ? 'bg-white/10 text-white' : 'text-slate-400'
                  }`}
                >
                  {games}
                </div>
              );
            })}
            {showPoints ? (
              <div
                data-testid={`wall-${team}-points`}
                className={`flex min-w-[1.4em] items-center justify-center bg-court-800 px-[0.2em] text-[min(calc(var(--tile)*0.3),11cqw)] font-black leading-none tabular-nums text-ball ${divider}`}
              >
                <span
                  key={points(team)}
                  className={`board-change ${points(team).length > 2 ? 'text-[0.6em]' : ''}`}
                >
                  {points(team)}
                </span>
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
