import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../../components/layout/brand.tsx';
import { homePathFor, useCurrentUser } from '../../../lib/auth.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';

/**
 * The organisers' bar (docs/product.md, "Club events"): the mark, back to where they came from
 * (their home, or the events list), the screen's title and its actions.
 */
export function OrganiserHeader({
  title,
  subtitle,
  back,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  const user = useCurrentUser();
  const to = back ?? { to: homePathFor(user.role), label: i18n._(msg`Home`) };
  return (
    <header className="bg-court-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 lg:px-6">
        <div className="flex min-w-0 items-center gap-3">
          {/* The name says what is seen ('Bandeja'), then where it leads (WCAG 2.5.3, label in name). */}
          <Link to={to.to} className="hidden rounded-md hover:bg-white/10 sm:flex">
            <Brand className="text-lg text-white" />
            <span className="sr-only"> — {to.label}</span>
          </Link>
          <span className="hidden h-8 w-px bg-court-600 sm:block" aria-hidden />
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wider text-court-100">
              <Link to={to.to} className="hover:underline">
                ← {to.label}
              </Link>
            </p>
            <h1 className="truncate text-xl font-bold">{title}</h1>
            {subtitle ? <p className="truncate text-sm text-court-100">{subtitle}</p> : null}
          </div>
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
