import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/policy.ts';
import { canManageDisplay, canPairDisplay } from './policy.ts';

const superAdmin: Actor = { id: 1, role: 'super_admin', clubId: null, courtId: null };
const clubAdmin: Actor = { id: 2, role: 'club_admin', clubId: 10, courtId: null };
const otherClubAdmin: Actor = { id: 3, role: 'club_admin', clubId: 11, courtId: null };
const courtUser: Actor = { id: 4, role: 'court_user', clubId: 10, courtId: 100 };
const ownCourt = { id: 100, clubId: 10 };

const court100 = { kind: 'court', courtId: 100, clubId: 10 } as const;
const court101 = { kind: 'court', courtId: 101, clubId: 10 } as const;
const wall10 = { kind: 'club', clubId: 10 } as const;
const wall11 = { kind: 'club', clubId: 11 } as const;

describe('display policies', () => {
  it("lets a club admin pair a TV to any of their club's courts or its wall, not another club's", () => {
    expect(canPairDisplay(clubAdmin, court101, null)).toBe(true);
    expect(canPairDisplay(clubAdmin, wall10, null)).toBe(true);
    expect(canPairDisplay(otherClubAdmin, court100, null)).toBe(false);
    expect(canPairDisplay(otherClubAdmin, wall10, null)).toBe(false);
  });

  it("lets a court user pair a TV to their own court or their court's club wall only", () => {
    expect(canPairDisplay(courtUser, court100, ownCourt)).toBe(true);
    expect(canPairDisplay(courtUser, wall10, ownCourt)).toBe(true);
    expect(canPairDisplay(courtUser, court101, ownCourt)).toBe(false);
    expect(canPairDisplay(courtUser, wall11, ownCourt)).toBe(false);
    // A court user whose court is gone has nothing to pair.
    expect(canPairDisplay(courtUser, court100, null)).toBe(false);
  });

  it('lets a super admin pair anywhere', () => {
    expect(canPairDisplay(superAdmin, wall11, null)).toBe(true);
  });

  it("lets only the admins of a display's club manage it", () => {
    expect(canManageDisplay(clubAdmin, { clubId: 10 })).toBe(true);
    expect(canManageDisplay(otherClubAdmin, { clubId: 10 })).toBe(false);
    expect(canManageDisplay(courtUser, { clubId: 10 })).toBe(false);
    expect(canManageDisplay(superAdmin, { clubId: null })).toBe(true);
    expect(canManageDisplay(clubAdmin, { clubId: null })).toBe(false);
  });
});
