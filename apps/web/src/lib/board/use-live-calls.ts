import type { LiveScore } from '@bandeja/contract';
import type { Rules, ScoreView } from '@bandeja/scoring';
import { useEffect, useRef, useState } from 'react';
import type { Announcer, SoundState } from './announcer.ts';
import { useAnnouncer } from './use-announcer.ts';

/** The engine's view of a live score ('pending' is a scheduled match: not finished). */
function engineView(score: LiveScore): ScoreView {
  return { ...score, status: score.status === 'finished' ? 'finished' : 'ongoing' };
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
): { announcer: Announcer | null; sound: SoundState; highlight: 'team1' | 'team2' | null } {
  const { kit, sound } = useAnnouncer(options.settleMs);
  const [highlight, setHighlight] = useState<{ team: 'team1' | 'team2'; version: number } | null>(null);
  const previous = useRef<LiveScore | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = score;
    if (!before || before.match_id !== score.match_id || before.version === score.version) return;
    if (score.last_point_score !== 'none')
      setHighlight({ team: score.last_point_score, version: score.version });
    if (kit && rules) kit.announcer.say(kit.announce(rules, engineView(before), engineView(score)));
  }, [score, rules, kit]);
  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(null), options.highlightMs);
    return () => clearTimeout(timer);
  }, [highlight, options.highlightMs]);

  // Sound blocked: any tap on the page turns it on (the sound button says so).
  useEffect(() => {
    if (sound !== 'blocked' || !kit) return;
    const handleTap = () => void kit.announcer.enable();
    window.addEventListener('pointerdown', handleTap, { once: true });
    return () => window.removeEventListener('pointerdown', handleTap);
  }, [sound, kit]);

  return { announcer: kit?.announcer ?? null, sound, highlight: highlight?.team ?? null };
}
