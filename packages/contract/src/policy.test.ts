import { describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_ROLES,
  ADMIN_PAGES,
  ADMIN_ROLES,
  adminClubScope,
  canControlMatch,
  canCreateMatchWithoutToken,
  canFilterByClub,
  canManageClub,
  canManageMatch,
  canSeeAdminPage,
  canViewCourt,
  isAdmin,
  isCourtRole,
  isSuperAdmin,
  matchListScope,
  type PolicyActor,
} from './policy.ts';
import { ROLES } from './vocabulary.ts';

const superAdmin: PolicyActor = { role: 'super_admin', clubId: null, courtId: null };
const clubAdmin: PolicyActor = { role: 'club_admin', clubId: 1, courtId: null };
const otherClubAdmin: PolicyActor = { role: 'club_admin', clubId: 2, courtId: null };
const clubAdminWithoutClub: PolicyActor = { role: 'club_admin', clubId: null, courtId: null };
const courtUser: PolicyActor = { role: 'court_user', clubId: 1, courtId: 10 };
const otherCourtUser: PolicyActor = { role: 'court_user', clubId: 1, courtId: 11 };
const courtUserWithoutCourt: PolicyActor = { role: 'court_user', clubId: 1, courtId: null };

/** Court 10 of club 1, and a match on it. */
const court = { id: 10, clubId: 1 };
const match = { courtId: 10, clubId: 1 };

describe('roles', () => {
  it('names the admin roles, the super admin and the court role once', () => {
    expect(ADMIN_ROLES).toEqual(['super_admin', 'club_admin']);
    expect(ROLES.filter((role) => isAdmin({ role }))).toEqual(['super_admin', 'club_admin']);
    expect(ROLES.filter((role) => isSuperAdmin({ role }))).toEqual(['super_admin']);
    expect(ROLES.filter(isCourtRole)).toEqual(['court_user']);
  });
});

describe('admin pages', () => {
  it.each([
    [
      'super_admin',
      [
        'dashboard',
        'users',
        'clubs',
        'courts',
        'matches',
        'buttons',
        'players',
        'results',
        'apiTokens',
        'webhooks',
        'sponsors',
      ],
    ],
    [
      'club_admin',
      [
        'dashboard',
        'courts',
        'matches',
        'buttons',
        'players',
        'results',
        'apiTokens',
        'webhooks',
        'sponsors',
      ],
    ],
    ['court_user', []],
  ] as const)('a %s sees %j', (role, pages) => {
    expect(ADMIN_PAGES.filter((page) => canSeeAdminPage(role, page))).toEqual(pages);
  });

  it('gives every admin page only admin roles', () => {
    for (const page of ADMIN_PAGES) {
      for (const role of ADMIN_PAGE_ROLES[page]) expect(isAdmin({ role })).toBe(true);
    }
  });
});

describe('club and court policies', () => {
  it.each([
    ['a super admin', superAdmin, true],
    ['the club’s admin', clubAdmin, true],
    ['another club’s admin', otherClubAdmin, false],
    ['a club admin without a club', clubAdminWithoutClub, false],
    ['the club’s court user', courtUser, false],
  ] as const)('%s manages club 1: %s', (_who, actor, allowed) => {
    expect(canManageClub(actor, 1)).toBe(allowed);
  });

  it('lets nobody but a super admin manage what belongs to no club', () => {
    expect(canManageClub(superAdmin, null)).toBe(true);
    expect(canManageClub(clubAdminWithoutClub, null)).toBe(false);
  });

  it.each([
    ['a super admin', superAdmin, true],
    ['the club’s admin', clubAdmin, true],
    ['another club’s admin', otherClubAdmin, false],
    ['the court’s user', courtUser, true],
    ['another court’s user', otherCourtUser, false],
    ['a court user without a court', courtUserWithoutCourt, false],
  ] as const)(
    '%s views the court, and starts a match on it without its QR token: %s',
    (_who, actor, allowed) => {
      expect(canViewCourt(actor, court)).toBe(allowed);
      expect(canCreateMatchWithoutToken(actor, court)).toBe(allowed);
    },
  );

  it('asks the public for the court token', () => {
    expect(canCreateMatchWithoutToken(null, court)).toBe(false);
  });

  it.each([
    ['a super admin', superAdmin, true, true],
    ['the club’s admin', clubAdmin, true, true],
    ['another club’s admin', otherClubAdmin, false, false],
    ['the court’s user', courtUser, true, false],
    ['another court’s user', otherCourtUser, false, false],
  ] as const)('%s controls the match: %s, edits its record: %s', (_who, actor, controls, manages) => {
    expect(canControlMatch(actor, match)).toBe(controls);
    expect(canManageMatch(actor, match)).toBe(manages);
  });

  it('lets no court user control a match that has no court', () => {
    expect(canControlMatch(courtUserWithoutCourt, { courtId: null, clubId: 1 })).toBe(false);
    expect(canControlMatch(clubAdmin, { courtId: null, clubId: 1 })).toBe(true);
  });

  it('lets a court user narrow a list to its own club only', () => {
    expect(canFilterByClub(courtUser, 1)).toBe(true);
    expect(canFilterByClub(courtUser, 2)).toBe(false);
    expect(canFilterByClub(clubAdmin, 1)).toBe(true);
    expect(canFilterByClub(otherClubAdmin, 1)).toBe(false);
  });
});

describe('list scopes', () => {
  it('covers every club for a super admin, its own for a club admin, and refuses anyone else', () => {
    expect(adminClubScope(superAdmin)).toBeNull();
    expect(adminClubScope(clubAdmin)).toBe(1);
    expect(adminClubScope(clubAdminWithoutClub)).toBeUndefined();
    expect(adminClubScope(courtUser)).toBeUndefined();
  });

  it('limits match lists to a club admin’s club and a court user’s court', () => {
    expect(matchListScope(superAdmin)).toEqual({});
    expect(matchListScope(clubAdmin)).toEqual({ clubId: 1 });
    expect(matchListScope(courtUser)).toEqual({ courtId: 10 });
  });

  it('gives an account without its club or court an empty list, never every match', () => {
    expect(matchListScope(clubAdminWithoutClub)).toEqual({ clubId: -1 });
    expect(matchListScope(courtUserWithoutCourt)).toEqual({ courtId: -1 });
  });
});
