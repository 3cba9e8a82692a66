import type { LiveScore } from '@bandeja/contract';
import { noWinnerWord } from '../../../components/board/no-winner.ts';
import { playersPerTeamOf, setScoresLine, teamPlayers } from '../../../lib/board/format.ts';

/** A finished match in one block: both teams (the winner marked) and the set scores. */
export function ResultSummary({ score, className = '' }: { score: LiveScore; className?: string }) {
  const line = setScoresLine(score);
  const team = (key: 'team1' | 'team2') => {
    const won = score.winner === key;
    return (
      <p
        data-winner={won}
        className={`flex min-w-0 items-center gap-[0.4em] ${won ? 'text-white' : 'text-slate-400'}`}
      >
        <span
          aria-hidden
          className={`inline-block size-[0.5em] shrink-0 rounded-full ${won ? 'bg-ball' : ''}`}
        />
        <span className="min-w-0 truncate">
          {teamPlayers(key === 'team1' ? score.team1_name : score.team2_name, playersPerTeamOf(score)).join(
            ' / ',
          )}
        </span>
      </p>
    );
  };
  return (
    <div data-testid="result-summary" className={`flex min-w-0 flex-col gap-[0.3em] font-bold ${className}`}>
      {team('team1')}
      {team('team2')}
      <p className="tabular-nums text-ball">{line || noWinnerWord(score)}</p>
    </div>
  );
}
