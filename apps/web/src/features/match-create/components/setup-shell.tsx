import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Brand } from '../../../components/layout/brand.tsx';

/** The page frame of match creation, made for a phone held upright; `court` is the court's name. */
export function SetupShell({ court, children }: { court: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="bg-court-800 pt-4 pb-16 text-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4">
          <Brand className="text-lg" />
          <span
            data-testid="setup-court"
            className="min-w-0 truncate rounded-full bg-court-700 px-3 py-1 text-sm font-semibold"
          >
            {court}
          </span>
        </div>
        <h1 className="mx-auto mt-5 max-w-3xl px-4 text-2xl font-bold">
          <Trans>Match Setup</Trans>
        </h1>
      </header>
      <main className="mx-auto -mt-12 max-w-3xl px-4 pb-8">{children}</main>
    </div>
  );
}

/** A padel ball, for the success screen (no emoji font needed). */
export function BallIcon({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden>
      <circle cx="24" cy="24" r="22" fill="#d9f99d" stroke="#12583a" strokeWidth="2" />
      <path d="M6 14c8 4 8 16 0 20M42 14c-8 4-8 16 0 20" fill="none" stroke="#12583a" strokeWidth="2" />
    </svg>
  );
}

/** A centred message card inside the shell (checking, busy court, success). */
export function MessageCard({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
      {children}
    </div>
  );
}
