import { describe, expect, it } from 'vitest';
import { DISPLAY_CODE_ALPHABET, displayCodeSchema, displayPairBodySchema } from './index.ts';

describe('pairing codes', () => {
  it('leave out the look-alike characters', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', 'U', 'V'])
      expect(DISPLAY_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(DISPLAY_CODE_ALPHABET).size).toBe(DISPLAY_CODE_ALPHABET.length);
  });

  it.each([
    ['k7p4qx', 'K7P4QX'],
    ['K7P 4QX', 'K7P4QX'],
    ['k7p-4qx', 'K7P4QX'],
  ])('reads %j as it was typed: %s', (typed, code) => {
    expect(displayCodeSchema.parse(typed)).toBe(code);
  });

  it.each(['K7P4Q', 'K7P4QXY', 'K7P4Q0', 'OOOOOO', '', 'K7P\u00004QX'])('refuses %j', (typed) => {
    const result = displayCodeSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter the 6-character code shown on the TV');
  });

  it('pairs with a court or the clubhouse wall, and nothing else', () => {
    expect(
      displayPairBodySchema.safeParse({ code: 'K7P4QX', target: { kind: 'court', courtId: 3 } }).success,
    ).toBe(true);
    expect(
      displayPairBodySchema.safeParse({ code: 'K7P4QX', target: { kind: 'club', clubId: 3 } }).success,
    ).toBe(true);
    const other = displayPairBodySchema.safeParse({
      code: 'K7P4QX',
      target: { kind: 'match', matchId: 'x' },
    });
    expect(other.error?.issues[0]?.message).toBe('Choose a court or the clubhouse wall');
  });
});
