import type { LiveScore } from '@bandeja/contract';
import { PLAY_FOR_SERVE_TEXT, SET_KEYS, splitTeamName } from '@bandeja/contract/plain';
import { isNotPlayed, resultCardSetsOfView } from '@bandeja/contract/result-card';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { BOARD_TEXT } from '../../../components/board/text.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { describeFinishReason, describeSituation } from '../../../lib/i18n/rule-labels.ts';

const TEAMS = [
  { key: 'team1', label: msg`Team 1` },
  { key: 'team2', label: msg`Team 2` },
] as const;

/** On a phone the two players go on two lines, so that neither is cut; wider screens use one. */
function TeamName({ name, won }: { name: string; won: boolean }) {
  const [first, second] = splitTeamName(name);
  return (
    <span
      className={`block text-sm leading-tight font-semibold sm:text-base lg:text-xl ${won ? 'text-ball' : 'text-white'}`}
    >
      <span className="block truncate sm:inline sm:whitespace-normal">{first}</span>
      {second ? (
        <>
          <span className="hidden sm:inline"> &amp; </span>
          <span className="block truncate sm:inline sm:whitespace-normal">{second}</span>
        </>
      ) : null}
    </span>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function Flag({ children, tone }: { children: string; tone: 'gold' | 'blue' | 'green' }) {
  const tones = {
    gold: 'bg-amber-100 text-amber-900 ring-amber-300',
    blue: 'bg-sky-100 text-sky-900 ring-sky-300',
    green: 'bg-court-100 text-court-800 ring-court-500/40',
  };
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-bold uppercase ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/**
 * The Live Score panel: sets, the current game, who serves, and what the next point means. A rally
 * game has no sets: its points (kept once finished) under its target. `pending`: the score is the
 * one the actions kept on this tablet will make, not yet the server's: dimmed and said so.
 */
export function LiveScorePanel({
  score,
  bestOfSets,
  pending = false,
}: {
  score: LiveScore;
  bestOfSets: number;
  pending?: boolean;
}) {
  const game = score.current_game;
  const finished = score.status === 'finished';
  const rally = score.rally;
  const sets = rally ? [] : SET_KEYS.slice(0, bestOfSets);
  const situation = describeSituation(score.situation.kind);
  const situationTeam = score.situation.team === 'team1' ? i18n._(msg`Team 1`) : i18n._(msg`Team 2`);
  const gameScore = (team: 'team1' | 'team2') =>
    rally
      ? String(rally[`${team}_points`])
      : game.is_tiebreak
        ? String(game[`${team}_tiebreak_score`])
        : game[`${team}_score`];
  const winnerName =
    score.winner === 'team1' ? score.team1_name : score.winner === 'team2' ? score.team2_name : null;
  // Ended before any game was won: not played, not a draw.
  const notPlayed = isNotPlayed({
    finished,
    sets: resultCardSetsOfView(score),
    finishReason: score.finish_reason,
  });

  return (
    <section
      aria-labelledby="live-score-title"
      data-pending={pending || undefined}
      className="flex flex-col rounded-2xl bg-court-900 p-4 text-white shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="live-score-title" className="text-lg font-bold">
          <Trans>Live Score</Trans>
        </h2>
        {pending ? (
          <p
            data-testid="pending-score"
            className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-slate-900"
          >
            <Trans>Pending: saved on this tablet</Trans>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-1.5">
          {game.is_golden_point && !finished ? <Flag tone="gold">{i18n._(msg`Golden point`)}</Flag> : null}
          {game.is_tiebreak && !finished ? (
            <Flag tone="blue">
              {game.is_super_tiebreak ? i18n._(msg`Super tiebreak`) : i18n._(msg`Tiebreak`)}
            </Flag>
          ) : null}
          {rally && !finished ? (
            <Flag tone="blue">{BOARD_TEXT.rallyTarget(rally.target, rally.target_mode)}</Flag>
          ) : null}
          {situation && !finished ? <Flag tone="green">{`${situation} ${situationTeam}`}</Flag> : null}
        </div>
      </div>

      {!score.server_defined && !finished ? (
        <p className="mt-3 rounded-lg bg-ball px-3 py-2 text-center text-sm font-bold text-court-900">
          {PLAY_FOR_SERVE_TEXT}
        </p>
      ) : null}

      <div className={`flex flex-1 flex-col justify-center ${pending ? 'opacity-60' : ''}`}>
        <table className="mt-4 w-full table-fixed border-separate border-spacing-y-1.5 font-score lg:mt-6 lg:border-spacing-y-3">
          <thead>
            <tr className="text-[11px] font-semibold uppercase text-court-100/70 sm:text-xs">
              <th scope="col" className="text-left font-sans">
                <span className="sr-only">
                  <Trans>Team</Trans>
                </span>
              </th>
              {sets.map((key, index) => (
                <th key={key} scope="col" className="w-10 text-center sm:w-14 lg:w-20">
                  <Trans>Set {index + 1}</Trans>
                </th>
              ))}
              <th scope="col" className="w-14 text-center sm:w-20 lg:w-28">
                {rally ? BOARD_TEXT.points : game.is_tiebreak ? 'TB' : i18n._(msg`Game`)}
              </th>
            </tr>
          </thead>
          <tbody>
            {TEAMS.map((team) => {
              const serving = score.server_defined && score.server === team.key && !finished;
              const won = score.winner === team.key;
              return (
                <tr key={team.key} data-testid={`score-row-${team.key}`}>
                  <th
                    scope="row"
                    className="rounded-l-lg bg-court-800 py-2 pr-2 pl-3 text-left font-sans lg:py-4 lg:pl-4"
                  >
                    <span className="flex items-center gap-1.5 text-[11px] font-semibold uppercase text-court-100/70 lg:text-xs">
                      {i18n._(team.label)}
                      {serving ? (
                        <span
                          className="inline-flex items-center gap-1 text-ball"
                          title={i18n._(msg`Serving`)}
                        >
                          <span
                            className="inline-block size-2 rounded-full bg-ball lg:size-2.5"
                            aria-hidden
                          />
                          <span className="sr-only sm:not-sr-only">
                            <Trans>Serving</Trans>
                          </span>
                        </span>
                      ) : null}
                    </span>
                    <TeamName name={score[`${team.key}_name`]} won={won} />
                  </th>
                  {sets.map((key, index) => {
                    const played = index <= score.currentSet;
                    const current = index === score.currentSet && !finished;
                    return (
                      <td
                        key={key}
                        data-testid={`${team.key}-${key}`}
                        className={`bg-court-800 text-center text-xl font-bold lg:text-4xl ${current ? 'text-white' : 'text-court-100/80'}`}
                      >
                        {played ? score.set_scores[key][team.key] : ''}
                      </td>
                    );
                  })}
                  <td
                    data-testid={`${team.key}-game`}
                    className={`rounded-r-lg text-center text-2xl font-black lg:text-5xl ${finished && !rally ? 'bg-court-800 text-court-100/40' : 'bg-white text-court-900'}`}
                  >
                    {finished && !rally ? '–' : gameScore(team.key)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>

        {finished ? (
          <p className="mt-3 text-center text-base font-semibold text-ball">
            {notPlayed
              ? i18n._(msg`Not played`)
              : winnerName
                ? i18n._(msg`Winner: ${winnerName}`)
                : i18n._(msg`Draw`)}
            {score.finish_reason ? (
              <span className="ml-2 text-sm font-normal text-court-100/80">
                ({describeFinishReason(score.finish_reason)})
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      <p className="pt-3 text-right text-xs text-court-100/60">
        <Trans>Updated {timeFormat.format(new Date(score.updated_at))}</Trans>
      </p>
    </section>
  );
}
