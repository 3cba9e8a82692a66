import { describe, expect, it } from 'vitest';
import {
  type CardContext,
  drawResultCard,
  isNotPlayed,
  type ResultCardData,
  resultCardFootnote,
  resultCardSets,
  resultCardSetsFromSummary,
  resultCardSetsOfMatch,
  resultCardSetsOfView,
  winnerNameOf,
} from './result-card.ts';

/** A canvas that records the texts drawn; every character is 20 px wide at any size. */
function recordingContext() {
  const texts: string[] = [];

  const gradient = { addColorStop: () => {} };
  const context: CardContext = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    font: '',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    globalAlpha: 1,
    save: () => {},
    restore: () => {},
    translate: () => {},
    rotate: () => {},
    fillRect: () => {},
    beginPath: () => {},
    closePath: () => {},
    moveTo: () => {},
    lineTo: () => {},
    quadraticCurveTo: () => {},
    arc: () => {},
    rect: () => {},
    fill: () => {},
    stroke: () => {},
    clip: () => {},
    fillText: (text) => {
      texts.push(text);
    },
    measureText: (text) => ({ width: text.length * 20 }),
    createLinearGradient: () => gradient,
    createRadialGradient: () => gradient,
  };
  return { context, texts };
}

/** A 240×120 logo that records where it is drawn. */
function recordingLogo() {
  const drawn: { x: number; y: number; w: number; h: number }[] = [];
  return {
    logo: {
      width: 240,
      height: 120,
      drawAt: (x: number, y: number, w: number, h: number) => drawn.push({ x, y, w, h }),
    },
    drawn,
  };
}

const card: ResultCardData = {
  team1Name: 'Ana & Bea',
  team2Name: 'Carla & Dani',
  winner: 'team2',
  sets: [
    { team1: 6, team2: 7, tiebreak: { team1: 5, team2: 7 } },
    { team1: 0, team2: 1, tiebreak: { team1: 8, team2: 10 } },
  ],
  footnote: 'Court 1 · 22 Nov 2026',
};

describe('the result card', () => {
  it("draws the club's logo beside its name, whole and in the header, when the club has one", () => {
    const { logo, drawn: images } = recordingLogo();
    const { context, texts } = recordingContext();
    drawResultCard(context, { ...card, clubName: 'Club Padel Norte' }, 'Inter', logo);
    expect(texts).toContain('Club Padel Norte');
    expect(images).toHaveLength(1);
    const [drawn] = images;
    // Its proportions kept (2:1), inside the header's band, left of the name.
    expect((drawn?.w ?? 0) / (drawn?.h ?? 1)).toBeCloseTo(2);
    expect(drawn?.y).toBeGreaterThan(90);
    expect((drawn?.y ?? 0) + (drawn?.h ?? 0)).toBeLessThan(170);

    // A card without the club's name (the product's) does not carry a logo.
    const other = recordingLogo();
    drawResultCard(recordingContext().context, card, 'Inter', other.logo);
    expect(other.drawn).toEqual([]);
  });

  it('names the winner, every set and the footnote', () => {
    const { context, texts } = recordingContext();
    drawResultCard(context, card, 'Inter');
    expect(texts).toEqual(
      expect.arrayContaining(['Carla', '& Dani', '6', '7', '5', 'Court 1 · 22 Nov 2026']),
    );
    // The letters of the spaced-out label.
    expect(texts.join('')).toContain('WINNER');
    // A super tiebreak (recorded 1-0) shows its points.
    expect(texts).toEqual(expect.arrayContaining(['8', '10']));
  });

  it('marks a retirement and a walkover on the losing team’s row, a walkover without sets', () => {
    const retired = recordingContext();
    drawResultCard(retired.context, { ...card, finishReason: 'retired' }, 'Inter');
    expect(retired.texts).toContain('Ret.');
    const walkover = recordingContext();
    drawResultCard(walkover.context, { ...card, sets: [], finishReason: 'walkover' }, 'Inter');
    expect(walkover.texts).toContain('W/O');
    // No 0-0 set is drawn for a walkover: its mark stands for the score.
    expect(walkover.texts).not.toContain('0');
    const won = recordingContext();
    drawResultCard(won.context, { ...card, finishReason: 'score' }, 'Inter');
    expect(won.texts).not.toContain('Ret.');
  });

  it("says 'NOT PLAYED' for a match ended at 0-0, with no winner, no draw and no score", () => {
    const { context, texts } = recordingContext();
    drawResultCard(
      context,
      { ...card, winner: 'draw', sets: [], finishReason: 'manual', notPlayed: true },
      'Inter',
    );
    const all = texts.join('');
    expect(all).toContain('NOT PLAYED');
    expect(all).not.toContain('DRAW');
    expect(all).not.toContain('WINNER');
    expect(texts).not.toContain('0');
  });

  it("writes its words in the club's language", () => {
    const { context, texts } = recordingContext();
    drawResultCard(
      context,
      { ...card, labels: { winner: 'GANADOR', finalScore: 'RESULTADO FINAL' } },
      'Inter',
    );
    const all = texts.join('');
    expect(all).toContain('GANADOR');
    expect(all).toContain('RESULTADO FINAL');
    expect(all).not.toContain('WINNER');
  });

  it('names the winning team, and no one for a draw, a match going on or a match not played', () => {
    expect(winnerNameOf({ ...card, winner: 'team2' })).toBe(card.team2Name);
    expect(winnerNameOf({ ...card, winner: 'team1' })).toBe(card.team1Name);
    expect(winnerNameOf({ ...card, winner: 'draw' })).toBeNull();
    expect(winnerNameOf({ ...card, winner: null })).toBeNull();
    expect(winnerNameOf({ ...card, winner: 'team1', notPlayed: true })).toBeNull();
  });

  it('is not played only when finished by the operator or the clock before any game', () => {
    const none: ResultCardData['sets'] = [];
    expect(isNotPlayed({ finished: true, sets: none, finishReason: 'manual' })).toBe(true);
    expect(isNotPlayed({ finished: true, sets: none, finishReason: 'time' })).toBe(true);
    expect(isNotPlayed({ finished: true, sets: none, finishReason: 'walkover' })).toBe(false);
    expect(isNotPlayed({ finished: false, sets: none, finishReason: null })).toBe(false);
    expect(isNotPlayed({ finished: true, sets: [{ team1: 1, team2: 0 }], finishReason: 'manual' })).toBe(
      false,
    );
  });

  it("puts the court's name and the start in the club's zone and language under the score", () => {
    const start = '2026-11-22T22:04:00.000Z';
    expect(
      resultCardFootnote('Pista 1 Norte', start, {
        locale: 'es-ES',
        timeZone: 'America/Argentina/Buenos_Aires',
      }),
    ).toBe('Pista 1 Norte · 22 nov 2026, 19:04');
    expect(resultCardFootnote(null, null, { locale: 'en-GB' })).toBeNull();
  });

  it('cuts names that do not fit with an ellipsis', () => {
    const { context, texts } = recordingContext();
    drawResultCard(context, { ...card, team2Name: `${'Maximiliano'.repeat(6)} & Bo` }, 'Inter');
    expect(texts.some((text) => text.endsWith('…'))).toBe(true);
  });

  it('takes the played sets, hiding sets at 0-0', () => {
    const zero = { team1: 0, team2: 0, tiebreak: null };
    expect(
      resultCardSets({
        set1: { team1: 6, team2: 4, tiebreak: null },
        set2: zero,
        set3: zero,
        set4: zero,
        set5: zero,
      }),
    ).toEqual([{ team1: 6, team2: 4, tiebreak: null }]);
    expect(resultCardSetsFromSummary({ team1_set1: 6, team2_set1: 2, team1_set2: 0, team2_set2: 0 })).toEqual(
      [{ team1: 6, team2: 2, tiebreak: null }],
    );
    // docs/product.md#entities: a set pair of 0-0 ends the list, whatever follows it.
    expect(resultCardSetsFromSummary({ team1_set1: 6, team2_set1: 0, team2_set2: 0, team1_set3: 6 })).toEqual(
      [{ team1: 6, team2: 0, tiebreak: null }],
    );
    expect(resultCardSetsFromSummary(null)).toEqual([]);
  });
});

describe('a rally game on the result card (docs/scoring-rules.md, "Rally scoring")', () => {
  const empty = { team1: 0, team2: 0, tiebreak: null };
  const setScores = { set1: empty, set2: empty, set3: empty, set4: empty, set5: empty };
  const rally = { team1_points: 21, team2_points: 17 };

  it('shows the points of a rally view as its one figure, and the sets of a sets view', () => {
    expect(resultCardSetsOfView({ set_scores: setScores, rally })).toEqual([
      { team1: 21, team2: 17, tiebreak: null },
    ]);
    expect(
      resultCardSetsOfView({ set_scores: { ...setScores, set1: { team1: 6, team2: 4, tiebreak: null } } }),
    ).toEqual([{ team1: 6, team2: 4, tiebreak: null }]);
  });

  it('shows the rally points of a stored match, its summary otherwise', () => {
    expect(
      resultCardSetsOfMatch({
        score: { team1_set1: 0, team2_set1: 0 },
        rally_points: { team1: 12, team2: 12 },
      }),
    ).toEqual([{ team1: 12, team2: 12, tiebreak: null }]);
    expect(resultCardSetsOfMatch({ score: { team1_set1: 6, team2_set1: 3 }, rally_points: null })).toEqual([
      { team1: 6, team2: 3, tiebreak: null },
    ]);
  });
});
