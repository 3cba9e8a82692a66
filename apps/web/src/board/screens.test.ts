import { BOARD_SCREENS } from '@bandeja/contract/board-routes';
import { describe, expect, it } from 'vitest';

describe('the board screens', () => {
  it('has one file in screens/ for each screen of BOARD_SCREENS, as board-app.tsx loads them, and none other', () => {
    const files = Object.keys(import.meta.glob('./screens/*.tsx'));
    expect(files.sort()).toEqual(
      Object.keys(BOARD_SCREENS)
        .map((screen) => `./screens/${screen}.tsx`)
        .sort(),
    );
  });
});
