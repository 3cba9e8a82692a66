import type { Role } from '@bandeja/contract';
import { ADMIN_PAGE_ROLES, ADMIN_ROLES } from '@bandeja/contract/plain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth, useCurrentUser } from '../../../lib/auth.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';

/**
 * Sidebar items per role (docs/product.md#admin-area), with the roles of their routes
 * (ADMIN_PAGE_ROLES); the buttons page has no entry (it opens from Courts).
 */
const NAV_ITEMS = (): { label: string; to: string; roles: readonly Role[] }[] => [
  { label: i18n._(msg`Dashboard`), to: paths.admin.dashboard, roles: ADMIN_PAGE_ROLES.dashboard },
  { label: i18n._(msg`Users`), to: paths.admin.users, roles: ADMIN_PAGE_ROLES.users },
  { label: i18n._(msg`Clubs`), to: paths.admin.clubs, roles: ADMIN_PAGE_ROLES.clubs },
  { label: i18n._(msg`Courts`), to: paths.admin.courts, roles: ADMIN_PAGE_ROLES.courts },
  { label: i18n._(msg`Matches`), to: paths.admin.matches, roles: ADMIN_PAGE_ROLES.matches },
  // Club events have their own screens outside the shell, shared with the court users.
  { label: i18n._(msg`Events`), to: paths.events, roles: ADMIN_ROLES },
  { label: i18n._(msg`Players`), to: paths.admin.players, roles: ADMIN_PAGE_ROLES.players },
  { label: i18n._(msg`Contested results`), to: paths.admin.results, roles: ADMIN_PAGE_ROLES.results },
  { label: i18n._(msg`API tokens`), to: paths.admin.apiTokens, roles: ADMIN_PAGE_ROLES.apiTokens },
  { label: i18n._(msg`Webhooks`), to: paths.admin.webhooks, roles: ADMIN_PAGE_ROLES.webhooks },
  { label: i18n._(msg`Sponsors`), to: paths.admin.sponsors, roles: ADMIN_PAGE_ROLES.sponsors },
];

/** The contract's ROLE_LABELS, said in the active language. */
const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  super_admin: msg`Super Admin`,
  club_admin: msg`Club Admin`,
  court_user: msg`Court User`,
};

export function navItemsFor(role: Role) {
  return NAV_ITEMS().filter((item) => item.roles.includes(role));
}

function Sidebar({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col bg-court-900 text-white">
      <div className="border-b border-white/10 px-5 py-5">
        <p className="text-lg font-bold tracking-tight">
          <Trans>Bandeja Admin</Trans>
        </p>
        <p className="mt-1 inline-flex rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold text-court-100">
          {i18n._(ROLE_NAMES[role])}
        </p>
      </div>
      <nav aria-label={i18n._(msg`Admin`)} className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {navItemsFor(role).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 text-sm font-medium transition ${
                    isActive ? 'bg-white text-court-900' : 'text-court-50 hover:bg-white/10'
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * The admin shell (docs/product.md#admin-area): a sidebar titled 'Bandeja Admin' with the role label and the role's
 * items, a top bar with the user's name, email and Logout; on phones the sidebar is a drawer
 * opened from a top bar titled 'Admin Dashboard'.
 */
export function AdminShell({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const handleLogout = () => {
    logout();
    navigate(paths.login, { replace: true });
  };

  return (
    <div className="min-h-screen bg-gray-100 md:flex">
      <aside className="hidden w-60 shrink-0 bg-court-900 md:block">
        <div className="sticky top-0 h-screen">
          <Sidebar role={user.role} />
        </div>
      </aside>

      <div className="flex h-14 items-center gap-3 bg-court-900 px-4 text-white md:hidden">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label={i18n._(msg`Open menu`)}
          aria-expanded={drawerOpen}
          className="rounded-md p-2 hover:bg-white/10"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden
          >
            <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
          </svg>
        </button>
        <span className="text-base font-semibold">
          <Trans>Admin Dashboard</Trans>
        </span>
      </div>

      {drawerOpen ? (
        <div className="fixed inset-0 z-40 md:hidden">
          <button
            type="button"
            aria-label={i18n._(msg`Close menu`)}
            className="absolute inset-0 bg-slate-900/50"
            onClick={() => setDrawerOpen(false)}
          />
          <div
            className="absolute inset-y-0 left-0 w-64 max-w-[80%] shadow-xl"
            role="dialog"
            aria-label={i18n._(msg`Menu`)}
          >
            <Sidebar role={user.role} onNavigate={() => setDrawerOpen(false)} />
          </div>
        </div>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-3 border-b border-slate-200 bg-white px-4 py-3 md:px-8">
          <div className="min-w-0 text-right">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            {user.email ? <p className="truncate text-xs text-slate-500">{user.email}</p> : null}
          </div>
          <Button variant="secondary" size="sm" onClick={handleLogout}>
            <Trans>Logout</Trans>
          </Button>
        </header>
        <main className="min-w-0 flex-1 p-4 md:p-8">{children ?? <Outlet />}</main>
      </div>
    </div>
  );
}
