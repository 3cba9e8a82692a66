import type { LiveScore } from '@bandeja/contract';
import type { Rules, ScoreView } from '@bandeja/scoring';
import { useEffect, useRef, useState } from 'react';
import type { Announcer, SoundState } from './announcer.ts';
import { useAnnouncer } from './use-announcer.ts';

/** The engine's view of a live score ('pending' is a scheduled match: not finished). */
function engineView(score: LiveScore): ScoreView {
  return { ...score, status: score.status === 'finished' ? 'finished' : 'ongoing' };
}

/** What the last accepted press did, for the board's confirmation flash (components/board/press-flash.tsx). */
export type PressFlashKind = 'team1' | 'team2' | 'undo';

/**
 * The press a newer score is the answer to: the very next version (a resync's jump or a reload is
 * no press) that a point or an undo made. A press refused by the guard made no version: nothing.
 */
export function pressFlashOf(before: LiveScore, score: LiveScore): PressFlashKind | null {
  if (before.match_id !== score.match_id || score.version !== before.version + 1) return null;
  if (score.last_point_type === 'undo') return 'undo';
  if (score.last_point_type === 'reset' || score.last_point_type === 'none') return null;
  return score.last_point_score === 'none' ? null : score.last_point_score;
}

/**
 * What a board does with each newer score of its match, whatever brought it (socket, refresh, an
 * operator's answer, a resync): highlights the cell of the team that won the point for
 * `highlightMs`, and speaks the engine's call. A score of another match starts afresh, silently.
 */
export function useLiveCalls(
  score: LiveScore,
  /** The match's rules; null until they arrive (nothing is said meanwhile). */
  rules: Rules | null,
  options: { settleMs: number; highlightMs: number },
  /** A mixed doubles match: its deciding point's call says so (docs/broadcast.md). */
  mixed = false,
): {
  announcer: Announcer | null;
  sound: SoundState;
  highlight: 'team1' | 'team2' | null;
  /** The last press's confirmation, for `highlightMs` (its version keys the flash). */
  flash: { kind: PressFlashKind; version: number } | null;
} {
  const { kit, sound } = useAnnouncer(options.settleMs);
  const [highlight, setHighlight] = useState<{ team: 'team1' | 'team2'; version: number } | null>(null);
  const [flash, setFlash] = useState<{ kind: PressFlashKind; version: number } | null>(null);
  const previous = useRef<LiveScore | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = score;
    if (!before || before.match_id !== score.match_id || before.version === score.version) return;
    const pressed = pressFlashOf(before, score);
    if (pressed) setFlash({ kind: pressed, version: score.version });
    if (score.last_point_score !== 'none')
      setHighlight({ team: score.last_point_score, version: score.version });
    if (kit && rules)
      kit.announcer.say(kit.announce(rules, engineView(before), engineView(score), { mixed }));
  }, [score, rules, kit, mixed]);
  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(null), options.highlightMs);
    return () => clearTimeout(timer);
  }, [highlight, options.highlightMs]);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), options.highlightMs);
    return () => clearTimeout(timer);
  }, [flash, options.highlightMs]);

  // Sound blocked: any tap on the page turns it on (the sound button says so).
  useEffect(() => {
    if (sound !== 'blocked' || !kit) return;
    const handleTap = () => void kit.announcer.enable();
    window.addEventListener('pointerdown', handleTap, { once: true });
    return () => window.removeEventListener('pointerdown', handleTap);
  }, [sound, kit]);

  return { announcer: kit?.announcer ?? null, sound, highlight: highlight?.team ?? null, flash };
}
