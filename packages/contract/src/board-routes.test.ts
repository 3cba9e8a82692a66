import { describe, expect, it } from 'vitest';
import { BOARD_SCREENS, type BoardRoute, boardRouteOf, isDisplayRoute } from './board-routes.ts';

describe('board routes', () => {
  it.each([
    ['/scores/public/abcDEF123_-x', { screen: 'scoreboard', matchId: 'abcDEF123_-x' }],
    ['/scores/share/abcDEF123_-x', { screen: 'share', matchId: 'abcDEF123_-x' }],
    ['/display', { screen: 'pairing' }],
    ['/display/', { screen: 'pairing' }],
    ['/display/court/12', { screen: 'court-display', courtId: 12 }],
    ['/display/club/3', { screen: 'club-display', clubId: 3 }],
    ['/display/club/3/ladder', { screen: 'club-ladder', clubId: 3 }],
    ['/display/club/3/ladders', { screen: 'unknown' }],
    ['/display/event/5', { screen: 'event-display', eventId: 5 }],
    ['/display/event/x', { screen: 'unknown' }],
    ['/overlay/court/7', { screen: 'overlay', courtId: 7 }],
    ['/display/court/abc', { screen: 'unknown' }],
    ['/display/court/0', { screen: 'unknown' }],
    ['/overlay/club/7', { screen: 'unknown' }],
    ['/overlay', { screen: 'unknown' }],
    ['/scores/public/%E0%A4%A', { screen: 'unknown' }],
  ])('reads %s', (path, route) => {
    expect(boardRouteOf(path)).toEqual(route);
  });

  it('leaves every other screen to the full app', () => {
    for (const path of [
      '/',
      '/login',
      '/scores/public',
      '/scores/public/abc/def',
      '/scores/share/court/5',
      '/scores/admin/abc',
      '/admin/courts',
      '/connect-tv',
      '/events/5',
      '/events/5/manage',
    ]) {
      expect(boardRouteOf(path)).toBeNull();
    }
  });

  it('gives the phones’ pages (scoreboard, share page) their own language and every other board the display language', () => {
    expect(isDisplayRoute({ screen: 'scoreboard', matchId: 'x' })).toBe(false);
    expect(isDisplayRoute({ screen: 'share', matchId: 'x' })).toBe(false);
    const displays = Object.keys(BOARD_SCREENS).filter(
      (screen) => screen !== 'scoreboard' && screen !== 'share',
    );
    for (const screen of displays) expect(isDisplayRoute({ screen } as BoardRoute)).toBe(true);
  });
});
