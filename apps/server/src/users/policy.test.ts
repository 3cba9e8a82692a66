import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/policy.ts';
import { canChangeRole, canGrantScope, canManageUser } from './policy.ts';

const superAdmin: Actor = { id: 1, role: 'super_admin', clubId: null, courtId: null };
const clubAdmin: Actor = { id: 2, role: 'club_admin', clubId: 10, courtId: null };
const clubAdminWithoutClub: Actor = { id: 3, role: 'club_admin', clubId: null, courtId: null };
const courtUser: Actor = { id: 4, role: 'court_user', clubId: 10, courtId: 100 };

describe('user policies', () => {
  it('lets a super admin manage every account', () => {
    expect(canManageUser(superAdmin, { role: 'super_admin', clubId: null })).toBe(true);
    expect(canManageUser(superAdmin, { role: 'court_user', clubId: 11 })).toBe(true);
  });

  it("lets a club admin manage only their own club's club admins and court users", () => {
    expect(canManageUser(clubAdmin, { role: 'court_user', clubId: 10 })).toBe(true);
    expect(canManageUser(clubAdmin, { role: 'club_admin', clubId: 10 })).toBe(true);
    expect(canManageUser(clubAdmin, { role: 'court_user', clubId: 11 })).toBe(false);
    expect(canManageUser(clubAdmin, { role: 'super_admin', clubId: 10 })).toBe(false);
    expect(canManageUser(clubAdminWithoutClub, { role: 'court_user', clubId: null })).toBe(false);
  });

  it('never lets a court user manage accounts', () => {
    expect(canManageUser(courtUser, { role: 'court_user', clubId: 10 })).toBe(false);
    expect(canGrantScope(courtUser, { role: 'court_user', clubId: 10, courtId: 100 })).toBe(false);
  });

  it('refuses a club admin the creation of super admins and of staff of another club', () => {
    expect(canGrantScope(clubAdmin, { role: 'court_user', clubId: 10, courtId: 100 })).toBe(true);
    expect(canGrantScope(clubAdmin, { role: 'club_admin', clubId: 10, courtId: null })).toBe(true);
    expect(canGrantScope(clubAdmin, { role: 'super_admin', clubId: null, courtId: null })).toBe(false);
    expect(canGrantScope(clubAdmin, { role: 'club_admin', clubId: 11, courtId: null })).toBe(false);
    expect(canGrantScope(superAdmin, { role: 'super_admin', clubId: null, courtId: null })).toBe(true);
  });

  it('refuses anyone a change of their own role, and allows keeping it', () => {
    expect(canChangeRole(clubAdmin, { id: 2, role: 'club_admin' }, 'super_admin')).toBe(false);
    expect(canChangeRole(superAdmin, { id: 1, role: 'super_admin' }, 'club_admin')).toBe(false);
    expect(canChangeRole(clubAdmin, { id: 2, role: 'club_admin' }, 'club_admin')).toBe(true);
    expect(canChangeRole(superAdmin, { id: 9, role: 'club_admin' }, 'court_user')).toBe(true);
  });
});
