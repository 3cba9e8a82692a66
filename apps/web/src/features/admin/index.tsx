import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Placeholder } from '../../components/layout/placeholder.tsx';

/**
 * The admin area: a separate lazy-loaded bundle (the router imports this module with React.lazy).
 * The shell wraps every admin page and /scores/admin/{matchId}.
 */
export function AdminShell({ children }: { children?: ReactNode }) {
  return <div className="min-h-screen bg-gray-100">{children ?? <Outlet />}</div>;
}

export function AdminDashboardPage() {
  return <Placeholder title="Admin Dashboard" />;
}
export function AdminUsersPage() {
  return <Placeholder title="Users" />;
}
export function AdminClubsPage() {
  return <Placeholder title="Clubs" />;
}
export function AdminCourtsPage() {
  return <Placeholder title="Courts" />;
}
export function AdminMatchesPage() {
  return <Placeholder title="Matches" />;
}
export function AdminButtonsPage() {
  return <Placeholder title="Buttons" />;
}
