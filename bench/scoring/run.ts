/**
 * Scoring engine benchmark. Prints:
 *  1. events folded per second, replaying 10,000 random complete matches;
 *  2. the time to apply one point to a state;
 *  3. the time for a whole 3-set match: replay, score view and full statistics.
 * Targets (design §6 / issue 3): one point < 5 µs, a 3-set match with statistics < 0.5 ms.
 *
 * Run: npm run scoring -w @bandeja/bench
 */
import { performance } from 'node:perf_hooks';
import type { MatchEvent, MatchState, Rules, Team } from '@bandeja/scoring';
import { apply, initialState, matchStatistics, parseRules, replay, scoreView } from '@bandeja/scoring';

const MATCHES = 10_000;
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

function main(): void {
  const random = prng(20261122);
  const matches: { rules: Rules; events: MatchEvent[] }[] = [];
  for (let i = 0; i < MATCHES; i += 1) {
    const rules = FORMATS[i % FORMATS.length] ?? FORMATS[0];
    if (rules === undefined) throw new Error('no format');
    matches.push({ rules, events: randomMatch(rules, random) });
  }
  const totalEvents = matches.reduce((sum, match) => sum + match.events.length, 0);

  // 1. Events folded per second, replaying every match (one warm-up pass first).
  for (const match of matches.slice(0, 500)) replay(match.rules, match.events);
  let start = performance.now();
  for (const match of matches) replay(match.rules, match.events);
  const replayMs = performance.now() - start;

  // 2. One point applied to a state: every point-applying step of a match in play.
  const rules = FORMATS[0];
  if (rules === undefined) throw new Error('no format');
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
  let sink = 0;
  const pointRuns = 2_000_000;
  for (let i = 0; i < 200_000; i += 1) {
    const result = apply(rules, pick(states, i % states.length), pick(points, i & 1));
    if (result.ok) sink += result.state.version;
  }
  start = performance.now();
  for (let i = 0; i < pointRuns; i += 1) {
    const result = apply(rules, pick(states, i % states.length), pick(points, i & 1));
    if (result.ok) sink += result.state.version;
  }
  const pointUs = ((performance.now() - start) * 1000) / pointRuns;

  // 3. A whole 3-set match: replay, score view and statistics.
  const threeSetters = matches.filter((m) => {
    const state = replay(m.rules, m.events);
    return m.rules.bestOfSets === 3 && state.sets.length === 3 && !m.rules.superTiebreak;
  });
  for (const match of threeSetters.slice(0, 200)) matchStatistics(match.rules, match.events);
  const samples: number[] = [];
  const phases = { replay: 0, view: 0, statistics: 0 };
  let pointsInThreeSetters = 0;
  for (const match of threeSetters) {
    const t0 = performance.now();
    const state = replay(match.rules, match.events);
    const t1 = performance.now();
    const view = scoreView(match.rules, state);
    const t2 = performance.now();
    const stats = matchStatistics(match.rules, match.events);
    const t3 = performance.now();
    samples.push(t3 - t0);
    phases.replay += t1 - t0;
    phases.view += t2 - t1;
    phases.statistics += t3 - t2;
    sink += view.version + stats.pointsPlayed;
    pointsInThreeSetters += match.events.length;
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  const p99 = samples[Math.floor(samples.length * 0.99)] ?? Number.NaN;

  const lines = [
    `Scoring engine benchmark (Node ${process.version}, ${process.arch})`,
    `matches replayed:            ${MATCHES} complete matches (4 formats), ${totalEvents} events`,
    `events folded per second:    ${formatRate(totalEvents / (replayMs / 1000))} (${replayMs.toFixed(0)} ms in all)`,
    `apply one point:             ${pointUs.toFixed(3)} µs (${(pointUs * 1000).toFixed(0)} ns)  target < ${POINT_TARGET_US} µs: ${pointUs < POINT_TARGET_US ? 'met' : 'MISSED'}`,
    `3-set match with statistics: mean ${mean.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms over ${samples.length} matches (${(pointsInThreeSetters / samples.length).toFixed(0)} events each)  target < ${MATCH_TARGET_MS} ms: ${mean < MATCH_TARGET_MS ? 'met' : 'MISSED'}`,
    `  of which replay ${(phases.replay / samples.length).toFixed(3)} ms, score view ${(phases.view / samples.length).toFixed(3)} ms, statistics ${(phases.statistics / samples.length).toFixed(3)} ms`,
  ];
  console.log(lines.join('\n'));
  if (sink === 0) console.log('(sink)');
  if (pointUs >= POINT_TARGET_US || mean >= MATCH_TARGET_MS) process.exitCode = 1;
}

main();
