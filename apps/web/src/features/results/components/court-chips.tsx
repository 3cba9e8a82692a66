import type { PublicCourt } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';

/** The club's courts as chips labelled by name (as on the boards); the page's court is selected. */
export function CourtChips({ courts, selectedId }: { courts: PublicCourt[]; selectedId: number }) {
  if (courts.length === 0) return null;
  return (
    <nav aria-label={i18n._(msg`Courts`)} className="-mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex w-max gap-2">
        {courts.map((court) => {
          const selected = court.id === selectedId;
          return (
            <li key={court.id}>
              <Link
                to={paths.courtResults(court.id)}
                replace
                aria-current={selected ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap shadow-sm ring-1 transition ${
                  selected
                    ? 'bg-court-700 text-white ring-court-700'
                    : 'bg-white text-slate-700 ring-slate-200 hover:bg-court-50'
                }`}
              >
                {court.name.trim() || court.screen_identifier}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
