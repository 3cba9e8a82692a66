import type { LiveScore } from '@bandeja/contract';
import { deuceCall, playerNumber, type TeamServer, teamPoints } from '@bandeja/scoring';
import type { CSSProperties } from 'react';
import {
  nameScale,
  playersPerTeamOf,
  rallyFigures,
  type ShownSet,
  setFigures,
  shownSets,
  teamPlayers,
} from '../../lib/board/format.ts';
import {
  describeDeuceCall,
  describePointName,
  describeSides,
  finishMarkOf,
} from '../../lib/i18n/board-labels.ts';
import { BOARD_TEXT } from './text.ts';

type Team = 'team1' | 'team2';

/**
 * The broadcast board (the score card in docs/product.md#public-scoreboard): a row per team with its players, a column
 * per set up to the one in play (a new set shows at 0-0; the set in play highlighted), and the
 * points of the game in play — or the tiebreak points. The server is marked with a ball next to the
 * serving player; the points column's label says DEUCE, 'Deuce 2 of 3', AD or the deciding point
 * (the engine's `deuceCall`). Digits and names size to the board's box (styles.css `.board`).
 * A singles match has one name per side; a match tiebreak's column says so and, once played, shows
 * its points (10-8) rather than 1-0; a retirement or a walkover marks the team that gave up.
 * A rally game (docs/scoring-rules.md, "Rally scoring") has no set columns: its points are the big
 * figures, under its target ('Race to 21', '24 points played'), and stay once it is finished.
 */
export function ScoreCard({
  score,
  highlight,
  fit = false,
  tv = false,
}: {
  score: LiveScore;
  highlight: Team | null;
  /** The page's height is fixed (a TV, not a scrolling phone page): size to the board's box. */
  fit?: boolean;
  /** The court display: game digits at least a fifth of the screen's height. */
  tv?: boolean;
}) {
  const rally = rallyFigures(score);
  const sets = rally ? [] : shownSets(score);
  const game = score.current_game;
  const finished = score.status === 'finished';
  const servingPlayer = score.server_defined && !finished ? game.server : null;
  const call = finished || rally ? null : describeDeuceCall(deuceCall(score.deuce_mode, game));
  const gameLabel =
    call ||
    (score.rally
      ? BOARD_TEXT.rallyTarget(score.rally.target, score.rally.target_mode)
      : game.is_super_tiebreak
        ? BOARD_TEXT.superTiebreak
        : game.is_tiebreak
          ? BOARD_TEXT.tiebreak
          : BOARD_TEXT.game);
  // The points column's figure is the engine's rule (`teamPoints`), in the language's advantage mark.
  const points = (team: Team) => describePointName(teamPoints(score, team));

  return (
    <section
      aria-label={BOARD_TEXT.score}
      data-testid="score-card"
      className={`${fit || tv ? 'board-fit' : ''} ${tv ? 'board-tv' : ''} grid min-h-[36vh] flex-1 grid-rows-[auto_1fr_1fr] overflow-hidden rounded-[2vmin] bg-slate-900 ring-1 ring-white/10`}
      style={{
        gridTemplateColumns: [
          'minmax(0,1fr)',
          ...sets.map(() => 'auto'),
          ...(finished && !rally ? [] : ['auto']),
        ].join(' '),
      }}
    >
      <div className="board-label col-start-1 px-[2.5cqw] pt-[1.5cqh] font-semibold uppercase tracking-widest text-slate-400">
        {describeSides(playersPerTeamOf(score))}
      </div>
      {sets.map((set) => (
        <div
          key={set.key}
          data-current={set.current}
          className={`board-label px-[2cqw] pt-[1.5cqh] text-center font-semibold uppercase tracking-widest ${
            set.current ? 'bg-white/10 text-white' : 'text-slate-400'
          }`}
        >
          {set.superTiebreak ? BOARD_TEXT.superTiebreakShort : BOARD_TEXT.set(set.number)}
        </div>
      ))}
      {finished && !rally ? null : (
        <div
          data-testid="game-label"
          data-call={call ? 'deuce' : 'none'}
          className={`board-label flex items-start justify-center bg-court-800 px-[2cqw] pt-[1.5cqh] text-center font-black uppercase tracking-widest ${
            call ? 'text-amber-300' : 'text-ball'
          }`}
        >
          <span key={gameLabel} className="board-enter lg:whitespace-nowrap">
            {gameLabel}
          </span>
        </div>
      )}
      {(['team1', 'team2'] as const).map((team, row) => (
        <TeamRow
          key={team}
          team={team}
          first={row === 0}
          players={teamPlayers(
            team === 'team1' ? score.team1_name : score.team2_name,
            playersPerTeamOf(score),
          )}
          mark={finishMarkOf(score, team)}
          sets={sets}
          points={finished && !rally ? null : points(team)}
          servingPlayer={servingPlayer}
          winner={finished && score.winner === team}
          highlighted={highlight === team}
        />
      ))}
    </section>
  );
}

function TeamRow({
  team,
  first,
  players,
  mark,
  sets,
  points,
  servingPlayer,
  winner,
  highlighted,
}: {
  team: Team;
  first: boolean;
  players: string[];
  /** 'Ret.' or 'W/O' for the team that gave up, else ''. */
  mark: string;
  sets: ShownSet[];
  points: string | null;
  servingPlayer: number | null;
  winner: boolean;
  highlighted: boolean;
}) {
  const divider = first ? '' : 'border-t border-white/10';
  // Player numbers by position in the team's list (1–2 for team 1, 3–4 for team 2).
  const numbered = players.map((name, index) => ({
    name,
    number: index < 2 ? playerNumber(team, (index + 1) as TeamServer) : null,
  }));
  const serving = numbered.some((player) => player.number !== null && player.number === servingPlayer);
  return (
    <>
      <div
        data-testid={`${team}-name`}
        data-serving={serving}
        data-winner={winner}
        className={`flex min-w-0 flex-col justify-center gap-[1cqh] px-[2.5cqw] ${divider} ${winner ? 'bg-court-700/40' : ''}`}
        style={{ '--name-scale': nameScale(players) } as CSSProperties}
      >
        {numbered.slice(0, 2).map((player) => {
          const isServing = player.number !== null && player.number === servingPlayer;
          return (
            <div
              key={player.number ?? player.name}
              className="board-player flex min-w-0 items-center gap-[0.4em] font-bold leading-[1.15]"
            >
              <span
                aria-hidden
                className={`inline-block size-[0.55em] shrink-0 rounded-full ${
                  isServing ? 'bg-ball shadow-[0_0_0.4em] shadow-ball' : 'bg-transparent'
                }`}
              />
              {/* A singles player has the team's two lines: a long name wraps before it is cut. */}
              <span
                data-testid="player-name"
                className={`min-w-0 ${numbered.length === 1 ? 'line-clamp-2 break-words' : 'truncate'}`}
              >
                {player.name}
              </span>
              {isServing ? <span className="sr-only">{BOARD_TEXT.serving}</span> : null}
            </div>
          );
        })}
        {winner ? (
          <div className="board-label pl-[1.1em] font-black uppercase tracking-widest text-ball">
            {BOARD_TEXT.winner}
          </div>
        ) : null}
        {mark ? (
          <div
            data-testid={`${team}-finish-mark`}
            className="board-label pl-[1.1em] font-black uppercase tracking-widest text-amber-300"
          >
            {mark}
          </div>
        ) : null}
      </div>
      {sets.map((set) => {
        const figures = setFigures(set);
        const games = team === 'team1' ? figures.team1 : figures.team2;
        const other = team === 'team1' ? figures.team2 : figures.team1;
        // A match tiebreak already shows its points as its figures.
        const tiebreakPoints =
          set.tiebreak && !set.superTiebreak
            ? team === 'team1'
              ? set.tiebreak.team1
              : set.tiebreak.team2
            : null;
        const won = !set.current && games > other;
        return (
          <div
            key={set.key}
            data-testid={`${team}-${set.key}`}
            data-super-tiebreak={set.superTiebreak}
            className={`board-set flex items-center justify-center px-[2cqw] font-bold tabular-nums leading-none ${divider} ${
              set.current ? 'bg-white/10 text-white' : won ? 'text-white' : 'text-slate-500'
            }`}
          >
            <span key={games} className={`leading-[0.85] ${set.current ? 'board-change' : ''}`}>
              {games}
            </span>
            {tiebreakPoints !== null ? (
              <sup className="ml-[0.1em] text-[0.4em] font-semibold text-slate-400">{tiebreakPoints}</sup>
            ) : null}
          </div>
        );
      })}
      {points === null ? null : (
        <div
          data-testid={`${team}-points`}
          data-highlighted={highlighted}
          className={`board-points flex min-w-[1.35em] items-center justify-center px-[1.5cqw] font-black tabular-nums leading-none motion-safe:transition-colors motion-safe:duration-300 ${divider} ${
            highlighted ? 'bg-ball text-slate-950' : 'bg-court-800 text-ball'
          }`}
        >
          {/* Digits have no descenders: a line box a little under the font size keeps them centred.
              An advantage mark longer than '40' ('VENT', 'FÖRD') is set smaller: the column keeps its width. */}
          <span
            key={points}
            className={`board-change leading-[0.85] ${points.length > 2 ? 'text-[0.6em]' : ''}`}
          >
            {points}
          </span>
        </div>
      )}
    </>
  );
}
