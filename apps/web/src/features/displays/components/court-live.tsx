import { Banners } from '../../../components/board/banners.tsx';
import { SoundControl } from '../../../components/board/lazy-sound-control.tsx';
import { WaitingForScorer } from '../../../components/board/live-notices.tsx';
import { PressFlash } from '../../../components/board/press-flash.tsx';
import { ScoreCard } from '../../../components/board/score-card.tsx';
import { TimerBar } from '../../../components/board/timer-bar.tsx';
import { playersPerTeamOf } from '../../../lib/board/format.ts';
import { useMatchDetails } from '../../../lib/board/match-details.ts';
import { useServerNow } from '../../../lib/board/server-clock.ts';
import { useLiveCalls } from '../../../lib/board/use-live-calls.ts';
import { useWakeLock } from '../../../lib/board/use-wake-lock.ts';
import { DISPLAY_TEXT } from '../text.ts';
import { DisplayFrame, type MatchScreenProps } from './display-frame.tsx';
import { ShotClock } from './lazy-shot-clock.tsx';

/** Score calls wait this long for a burst of presses to settle; a point's cell lights this long. */
const CALLS = { settleMs: 200, highlightMs: 1500 } as const;

/**
 * The court display while a match is on: the broadcast board with game digits at least a fifth of
 * the screen's height, the rule banners, the match clock, and the spoken calls as on the
 * scoreboard (where the TV's browser lets it play sound).
 */
export function CourtLive({ score, branding, title }: MatchScreenProps) {
  const details = useMatchDetails(score.match_id);
  // Until the match's rules arrive, nothing is spoken.
  const rules = details.data?.rules ?? null;
  const mixed = details.data?.mixed ?? false;
  const { announcer, sound, highlight, flash } = useLiveCalls(score, rules, CALLS, mixed);
  const now = useServerNow(1000);
  useWakeLock(true);
  return (
    <DisplayFrame
      branding={branding}
      title={title}
      testId="court-display"
      state="live"
      aside={
        <>
          <ShotClock clock={score.shot_clock} variant="tv" />
          <SoundControl announcer={announcer} sound={sound} />
        </>
      }
    >
      {details.data?.event ? (
        <p
          data-testid="event-round"
          className="shrink-0 line-clamp-2 text-[2.8vh] font-bold uppercase tracking-wider text-ball"
        >
          {DISPLAY_TEXT.eventRound(
            details.data.event.name,
            details.data.event.round,
            details.data.event.rounds,
          )}
        </p>
      ) : null}
      <Banners score={score} playersPerTeam={playersPerTeamOf(score)} mixed={mixed} />
      <WaitingForScorer score={score} />
      <ScoreCard score={score} highlight={highlight} tv />
      <TimerBar score={score} now={now} />
      <PressFlash flash={flash} />
    </DisplayFrame>
  );
}
