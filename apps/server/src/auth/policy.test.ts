import { canControlMatch, canManageClub, canManageMatch, canViewCourt } from '@bandeja/contract';
import { describe, expect, it } from 'vitest';
import type { Actor } from './policy.ts';

const superAdmin: Actor = { id: 1, role: 'super_admin', clubId: null, courtId: null };
const clubAdmin: Actor = { id: 2, role: 'club_admin', clubId: 10, courtId: null };
const otherClubAdmin: Actor = { id: 3, role: 'club_admin', clubId: 11, courtId: null };
const courtUser: Actor = { id: 4, role: 'court_user', clubId: 10, courtId: 100 };
const otherCourtUser: Actor = { id: 5, role: 'court_user', clubId: 10, courtId: 101 };
const clubAdminWithoutClub: Actor = { id: 6, role: 'club_admin', clubId: null, courtId: null };

describe('policies', () => {
  it('lets a super admin manage any club, and a club admin only their own', () => {
    expect(canManageClub(superAdmin, 10)).toBe(true);
    expect(canManageClub(clubAdmin, 10)).toBe(true);
    expect(canManageClub(otherClubAdmin, 10)).toBe(false);
    expect(canManageClub(courtUser, 10)).toBe(false);
    expect(canManageClub(clubAdminWithoutClub, null)).toBe(false);
  });

  it('lets a court user view only their own court', () => {
    const court = { id: 100, clubId: 10 };
    expect(canViewCourt(courtUser, court)).toBe(true);
    expect(canViewCourt(otherCourtUser, court)).toBe(false);
    expect(canViewCourt(clubAdmin, court)).toBe(true);
    expect(canViewCourt(otherClubAdmin, court)).toBe(false);
  });

  it("lets a court user score their court's matches but not edit or delete them", () => {
    const match = { courtId: 100, clubId: 10 };
    expect(canControlMatch(courtUser, match)).toBe(true);
    expect(canControlMatch(otherCourtUser, match)).toBe(false);
    expect(canControlMatch(otherClubAdmin, match)).toBe(false);
    expect(canControlMatch(superAdmin, match)).toBe(true);
    expect(canManageMatch(courtUser, match)).toBe(false);
    expect(canManageMatch(clubAdmin, match)).toBe(true);
  });

  it('refuses a court user a match that lost its court', () => {
    expect(canControlMatch(courtUser, { courtId: null, clubId: 10 })).toBe(false);
  });
});
