import type { LiveScore } from '@bandeja/contract';
import { splitTeamName } from '@bandeja/contract/plain';
import { teamOfPlayer } from '@bandeja/scoring';
import { type ShownSet, shownSets } from '../lib/format.ts';

type Team = 'team1' | 'team2';

/**
 * The score card (spec §2): a row per team with its two players, the set scores (0-0 sets hidden),
 * and the points of the game in play — or the tiebreak points during a tiebreak. The server is
 * marked with a ball next to the serving player. Sizes follow the viewport, so the digits fill a
 * TV from across the court and still fit a phone held upright.
 */
export function ScoreCard({ score, highlight }: { score: LiveScore; highlight: Team | null }) {
  const sets = shownSets(score);
  const game = score.current_game;
  const finished = score.status === 'finished';
  const servingPlayer = score.server_defined && !finished ? game.server : null;
  const servingTeam: Team | null = servingPlayer === null ? null : teamOfPlayer(servingPlayer);
  const gameLabel = game.is_super_tiebreak ? 'Super tiebreak' : game.is_tiebreak ? 'Tiebreak' : 'Game';
  const points = (team: Team) =>
    game.is_tiebreak
      ? String(team === 'team1' ? game.team1_tiebreak_score : game.team2_tiebreak_score)
      : team === 'team1'
        ? game.team1_score
        : game.team2_score;

  return (
    <section
      aria-label="Score"
      data-testid="score-card"
      className="grid min-h-0 flex-1 grid-rows-[auto_1fr_1fr] overflow-hidden rounded-[2vmin] bg-slate-900 ring-1 ring-white/10"
      style={{
        gridTemplateColumns: ['minmax(0,1fr)', ...sets.map(() => 'auto'), ...(finished ? [] : ['auto'])].join(
          ' ',
        ),
      }}
    >
      <div className="col-start-1 px-[2vmin] pt-[1.2vmin] text-[clamp(0.7rem,1.8vmin,1.4rem)] font-semibold uppercase tracking-widest text-slate-400">
        Teams
      </div>
      {sets.map((set) => (
        <div
          key={set.key}
          className="px-[2.2vmin] pt-[1.2vmin] text-center text-[clamp(0.7rem,1.8vmin,1.4rem)] font-semibold uppercase tracking-widest text-slate-400"
        >
          Set {set.number}
        </div>
      ))}
      {finished ? null : (
        <div className="bg-court-800 px-[2vmin] pt-[1.2vmin] text-center text-[clamp(0.7rem,1.8vmin,1.4rem)] font-semibold uppercase tracking-widest text-ball">
          {gameLabel}
        </div>
      )}
      {(['team1', 'team2'] as const).map((team, row) => (
        <TeamRow
          key={team}
          team={team}
          first={row === 0}
          name={team === 'team1' ? score.team1_name : score.team2_name}
          sets={sets}
          points={finished ? null : points(team)}
          servingPlayerIndex={servingTeam === team && servingPlayer !== null ? (servingPlayer - 1) % 2 : null}
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
  name,
  sets,
  points,
  servingPlayerIndex,
  winner,
  highlighted,
}: {
  team: Team;
  first: boolean;
  name: string;
  sets: ShownSet[];
  points: string | null;
  servingPlayerIndex: number | null;
  winner: boolean;
  highlighted: boolean;
}) {
  const players = splitTeamName(name)
    .map((player, index) => ({ key: index === 0 ? 'first' : 'second', name: player, index }))
    .filter((player) => player.name.length > 0);
  const divider = first ? '' : 'border-t border-white/10';
  return (
    <>
      <div
        data-testid={`${team}-name`}
        data-serving={servingPlayerIndex !== null}
        className={`flex min-w-0 flex-col justify-center gap-[0.6vmin] px-[2vmin] ${divider} ${winner ? 'bg-court-700/40' : ''}`}
      >
        {players.map((player) => (
          <div
            key={player.key}
            className="flex min-w-0 items-center gap-[1.2vmin] text-[clamp(1rem,5vmin,4.2rem)] font-bold leading-[1.1]"
          >
            <span
              aria-hidden
              className={`inline-block size-[0.6em] shrink-0 rounded-full ${
                servingPlayerIndex === player.index
                  ? 'bg-ball shadow-[0_0_0.4em] shadow-ball'
                  : 'bg-transparent'
              }`}
            />
            <span className="line-clamp-2 min-w-0 break-words">{player.name}</span>
            {servingPlayerIndex === player.index ? <span className="sr-only">(serving)</span> : null}
          </div>
        ))}
        {winner ? (
          <div className="pl-[1.8em] text-[clamp(0.8rem,2.4vmin,2rem)] font-bold uppercase tracking-widest text-ball">
            Winner
          </div>
        ) : null}
      </div>
      {sets.map((set) => {
        const games = team === 'team1' ? set.team1 : set.team2;
        const other = team === 'team1' ? set.team2 : set.team1;
        const tiebreakPoints = set.tiebreak
          ? team === 'team1'
            ? set.tiebreak.team1
            : set.tiebreak.team2
          : null;
        const won = !set.current && games > other;
        return (
          <div
            key={set.key}
            data-testid={`${team}-${set.key}`}
            className={`flex items-center justify-center px-[2.2vmin] font-sans text-[clamp(1.6rem,12vmin,10rem)] font-bold tabular-nums leading-none ${divider} ${
              set.current ? 'text-white' : won ? 'text-white' : 'text-slate-500'
            }`}
          >
            {games}
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
          className={`flex min-w-[1.3em] items-center justify-center px-[2vmin] font-sans text-[clamp(2.6rem,19vmin,16rem)] font-black tabular-nums leading-none transition-colors duration-300 ${divider} ${
            highlighted ? 'bg-ball text-slate-950' : 'bg-court-800 text-ball'
          }`}
        >
          {points}
        </div>
      )}
    </>
  );
}
