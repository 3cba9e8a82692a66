import type { LiveScore } from '@bandeja/contract';
import { deuceCall, playerNumber, type TeamServer, teamPoints } from '@bandeja/scoring';
import { BOARD_TEXT } from '../../../components/board/text.ts';
import { setFigures, teamPlayers } from '../../../lib/board/format.ts';
import {
  describeDeuceCall,
  describePointName,
  describeReceiverChoice,
  finishMarkOf,
} from '../../../lib/i18n/board-labels.ts';
import { compactScore } from '../lib/compact-score.ts';
import type { OverlayOptions } from '../lib/overlay-options.ts';
import { DISPLAY_TEXT } from '../text.ts';
import { FinishMark } from './finish-mark.tsx';
import { ShotClock } from './lazy-shot-clock.tsx';

type Team = 'team1' | 'team2';

const THEMES = {
  dark: {
    box: 'bg-slate-950/90 text-white ring-white/15',
    muted: 'text-slate-400',
    current: 'bg-white/15',
    points: 'bg-ball text-slate-950',
    banner: 'bg-amber-400 text-slate-950',
    serve: 'bg-ball',
  },
  light: {
    box: 'bg-white/95 text-slate-950 ring-slate-900/15',
    muted: 'text-slate-500',
    current: 'bg-slate-900/10',
    points: 'bg-court-800 text-white',
    banner: 'bg-amber-300 text-slate-950',
    serve: 'bg-court-600',
  },
} as const;

const CORNERS = {
  tl: { place: 'top-[24px] left-[24px]', origin: 'top left' },
  tr: { place: 'top-[24px] right-[24px]', origin: 'top right' },
  bl: { place: 'bottom-[24px] left-[24px]', origin: 'bottom left' },
  br: { place: 'bottom-[24px] right-[24px]', origin: 'bottom right' },
} as const;

/**
 * The stream overlay's score bug: per team its players, the sets, the game (or tiebreak) points and
 * the server; under it the deuce rule's banner (DEUCE 2 OF 3, GOLDEN or STAR POINT with the
 * receiver's choice). Sized in pixels of a 1920×1080 browser source, times `scale`, anchored to its
 * corner. A finished match is marked FINAL (with 'Ret.' or 'W/O' beside the team that gave up);
 * a singles match has one name per side; a played match tiebreak shows its points.
 */
export function ScoreBug({
  score,
  options,
  playersPerTeam,
}: {
  score: LiveScore;
  options: OverlayOptions;
  playersPerTeam: 1 | 2;
}) {
  const theme = THEMES[options.theme];
  const corner = CORNERS[options.position];
  const { finished, rally, sets, showPoints, server } = compactScore(score);
  const game = score.current_game;
  const call = finished || rally ? null : deuceCall(score.deuce_mode, game);
  const label = call
    ? describeDeuceCall(call)
    : score.rally && !finished
      ? BOARD_TEXT.rallyTarget(score.rally.target, score.rally.target_mode)
      : '';
  const reminder = call?.kind === 'deciding_point' ? describeReceiverChoice(playersPerTeam) : '';
  // The points column's figure is the engine's rule (`teamPoints`), in the language's advantage mark.
  const points = (team: Team) => describePointName(teamPoints(score, team));
  return (
    <div
      data-testid="score-bug"
      data-position={options.position}
      data-theme={options.theme}
      className={`fixed ${corner.place} w-[560px]`}
      style={{ transform: `scale(${options.scale})`, transformOrigin: corner.origin }}
    >
      <div className={`overflow-hidden rounded-[14px] shadow-xl ring-1 ${theme.box}`}>
        {(['team1', 'team2'] as const).map((team, row) => {
          const players = teamPlayers(team === 'team1' ? score.team1_name : score.team2_name, playersPerTeam);
          const mark = finishMarkOf(score, team);
          const serving = players.some(
            (_, index) => index < 2 && server === playerNumber(team, (index + 1) as TeamServer),
          );
          const won = finished && score.winner === team;
          return (
            <div
              key={team}
              className={`flex h-[52px] items-stretch ${row === 1 ? 'border-t border-current/10' : ''}`}
            >
              <div className="flex min-w-0 flex-1 items-center gap-[10px] px-[14px] text-[22px] font-bold">
                <span
                  aria-hidden
                  data-serving={serving}
                  className={`inline-block size-[11px] shrink-0 rounded-full ${serving ? theme.serve : ''}`}
                />
                <span className={`min-w-0 truncate ${won ? '' : finished ? theme.muted : ''}`}>
                  {players.join(' / ')}
                </span>
                <FinishMark mark={mark} testId={`bug-${team}-mark`} className="text-[16px]" />
              </div>
              {sets.map((set) => (
                <span
                  key={set.key}
                  className={`flex w-[40px] items-center justify-center text-[24px] font-bold tabular-nums ${
                    set.current ? theme.current : theme.muted
                  }`}
                >
                  {team === 'team1' ? setFigures(set).team1 : setFigures(set).team2}
                </span>
              ))}
              {showPoints ? (
                <span
                  data-testid={`bug-${team}-points`}
                  // An advantage mark longer than '40' ('VENT', 'FÖRD') is set smaller to fit.
                  className={`flex w-[64px] items-center justify-center ${points(team).length > 2 ? 'text-[17px]' : 'text-[26px]'} font-black tabular-nums ${theme.points}`}
                >
                  {points(team)}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {finished || label ? (
        <p
          data-testid="bug-banner"
          className={`mt-[6px] inline-flex flex-col rounded-[10px] px-[12px] py-[4px] ${theme.banner}`}
        >
          <span className="text-[18px] font-black uppercase tracking-wide">
            {finished ? DISPLAY_TEXT.final : label}
          </span>
          {reminder && !finished ? <span className="text-[14px] font-bold">{reminder}</span> : null}
        </p>
      ) : null}
      {finished ? null : (
        <div className="flex">
          <ShotClock clock={score.shot_clock} variant="bug" />
        </div>
      )}
    </div>
  );
}
