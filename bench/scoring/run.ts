/**
 * Scoring engine benchmark. Prints:
 *  1. events folded per second, replaying 10,000 random complete matches;
 *  2. the time to apply one point to a state;
 *  3. the time for a whole 3-set match: replay, score view and full statistics.
 * Targets (bench/README.md): one point < 5 µs, a 3-set match with statistics < 0.5 ms.
 *
 * Run: npm run scoring -w @bandeja/bench
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { MatchEvent, MatchState, Rules, Team } from '@bandeja/scoring';
import { apply, initialState, matchStatistics, parseRules, replay, scoreView } from '@bandeja/scoring';

const MATCHES = 10_000;
const TRIALS = 5;
const POINT_RUNS = 1_000_000;
const POINT_TARGET_US = 5;
const MATCH_TARGET_MS = 0.5;

/** Deterministic PRNG (mulberry32), so every run replays the same matches. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rulesOf(input: Parameters<typeof parseRules>[0]): Rules {
  const parsed = parseRules(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
}

const FORMATS: Rules[] = [
  rulesOf({ coinToss: 'team1' }),
  rulesOf({
    goldenPointMode: 'regular_deuce',
    sport: 'TENNIS',
    playersPerTeam: 1,
    serviceConfig: { mode: 'team2' },
  }),
  rulesOf({ goldenPointMode: 'straight_golden', superTiebreak: true, serviceConfig: { mode: 'team1' } }),
  rulesOf({ goldenPointMode: 'star_point', serviceConfig: { mode: 'custom' } }),
];

/** A complete match: points (the server wins ~60 %), with an occasional undo, 15-40 s apart. */
function randomMatch(rules: Rules, random: () => number): MatchEvent[] {
  const events: MatchEvent[] = [];
  let state = initialState(rules);
  let at = 1_795_000_000_000;
  while (state.status === 'ongoing') {
    at += 15_000 + Math.floor(random() * 25_000);
    const serving: Team = scoreView(rules, state).server ?? 'team1';
    const team: Team = random() < 0.6 ? serving : serving === 'team1' ? 'team2' : 'team1';
    const event: MatchEvent =
      random() < 0.01 && state.history !== null ? { kind: 'undo', at } : { kind: 'point', team, at };
    const result = apply(rules, state, event);
    if (!result.ok) throw new Error(result.code);
    state = result.state;
    events.push(event);
  }
  return events;
}

/** items[index], which must exist. */
function pick<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

function formatRate(perSecond: number): string {
  return `${(perSecond / 1e6).toFixed(2)} M events/s`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return pick(sorted, Math.floor(sorted.length / 2));
}

interface Trial {
  eventsPerSecond: number;
  pointUs: number;
  matchMeanMs: number;
  matchP99Ms: number;
  phases: { replay: number; view: number; statistics: number };
}

function main(): void {
  const random = prng(20261122);
  const matches: { rules: Rules; events: MatchEvent[] }[] = [];
  for (let i = 0; i < MATCHES; i += 1) {
    matches.push({
      rules: pick(FORMATS, i % FORMATS.length),
      events: randomMatch(pick(FORMATS, i % FORMATS.length), random),
    });
  }
  const totalEvents = matches.reduce((sum, match) => sum + match.events.length, 0);

  // States of matches in play, to apply one point to.
  const rules = pick(FORMATS, 0);
  const states: MatchState[] = [];
  for (const match of matches.filter((m) => m.rules === rules).slice(0, 200)) {
    let state = initialState(rules);
    for (const event of match.events) {
      const result = apply(rules, state, event);
      if (!result.ok) throw new Error(result.code);
      state = result.state;
      if (state.status === 'ongoing') states.push(state);
    }
  }
  const points: MatchEvent[] = [
    { kind: 'point', team: 'team1', at: 1_795_100_000_000 },
    { kind: 'point', team: 'team2', at: 1_795_100_000_000 },
  ];
  const threeSetters = matches.filter((m) => {
    const state = replay(m.rules, m.events);
    return m.rules.bestOfSets === 3 && state.sets.length === 3 && !m.rules.superTiebreak;
  });
  const eventsPerThreeSetter =
    threeSetters.reduce((sum, m) => sum + m.events.length, 0) / threeSetters.length;

  let sink = 0;
  const trials: Trial[] = [];
  // The machine is shared: each figure is measured in several trials, and the best and the median
  // are reported (the first trial doubles as the warm-up).
  for (let trial = 0; trial < TRIALS + 1; trial += 1) {
    // 1. Events folded per second, replaying every match.
    let start = performance.now();
    for (const match of matches) sink += replay(match.rules, match.events).version;
    const replayMs = performance.now() - start;

    // 2. One point applied to a state of a match in play.
    start = performance.now();
    for (let i = 0; i < POINT_RUNS; i += 1) {
      const result = apply(rules, pick(states, i % states.length), pick(points, i & 1));
      if (result.ok) sink += result.state.version;
    }
    const pointUs = ((performance.now() - start) * 1000) / POINT_RUNS;

    // 3. A whole 3-set match: replay, score view and statistics.
    const samples: number[] = [];
    const phases = { replay: 0, view: 0, statistics: 0 };
    for (const match of threeSetters) {
      const t0 = performance.now();
      const state = replay(match.rules, match.events);
      const t1 = performance.now();
      const view = scoreView(match.rules, state);
      const t2 = performance.now();
      const stats = matchStatistics(match.rules, match.events);
      const t3 = performance.now();
      samples.push(t3 - t0);
      phases.replay += (t1 - t0) / threeSetters.length;
      phases.view += (t2 - t1) / threeSetters.length;
      phases.statistics += (t3 - t2) / threeSetters.length;
      sink += view.version + stats.pointsPlayed;
    }
    samples.sort((a, b) => a - b);
    if (trial === 0) continue;
    trials.push({
      eventsPerSecond: totalEvents / (replayMs / 1000),
      pointUs,
      matchMeanMs: samples.reduce((sum, value) => sum + value, 0) / samples.length,
      matchP99Ms: pick(samples, Math.floor(samples.length * 0.99)),
      phases,
    });
  }

  const best = (f: (t: Trial) => number, higher = false): number =>
    trials.map(f).reduce((a, b) => (higher ? Math.max(a, b) : Math.min(a, b)));
  const mid = (f: (t: Trial) => number): number => median(trials.map(f));
  const bestMatch = trials.reduce((a, b) => (b.matchMeanMs < a.matchMeanMs ? b : a));
  // Targets are judged on the best trial: on a shared machine the median also measures the neighbours.
  const pointUs = best((t) => t.pointUs);
  const matchMs = best((t) => t.matchMeanMs);
  const [load1] = loadavg();

  const lines = [
    `Scoring engine benchmark (Node ${process.version}, ${process.arch}, ${cpus().length} CPUs, load ${load1?.toFixed(2)}; ${TRIALS} trials: best / median)`,
    `matches replayed:            ${MATCHES} complete random matches (4 formats, 1 % undo), ${totalEvents} events`,
    `events folded per second:    ${formatRate(best((t) => t.eventsPerSecond, true))} / ${formatRate(mid((t) => t.eventsPerSecond))}`,
    `apply one point:             ${pointUs.toFixed(3)} µs / ${mid((t) => t.pointUs).toFixed(3)} µs  target < ${POINT_TARGET_US} µs: ${pointUs < POINT_TARGET_US ? 'met' : 'MISSED'}`,
    `3-set match with statistics: ${matchMs.toFixed(3)} ms / ${mid((t) => t.matchMeanMs).toFixed(3)} ms mean per match, p99 ${mid((t) => t.matchP99Ms).toFixed(3)} ms (${threeSetters.length} matches, ${eventsPerThreeSetter.toFixed(0)} events each)  target < ${MATCH_TARGET_MS} ms: ${matchMs < MATCH_TARGET_MS ? 'met' : 'MISSED'}`,
    `  best trial: replay ${bestMatch.phases.replay.toFixed(3)} ms + score view ${bestMatch.phases.view.toFixed(3)} ms + statistics ${bestMatch.phases.statistics.toFixed(3)} ms`,
  ];
  console.log(lines.join('\n'));
  if (sink === 0) console.log('(sink)');
  if (pointUs >= POINT_TARGET_US || matchMs >= MATCH_TARGET_MS) process.exitCode = 1;
}

main();
