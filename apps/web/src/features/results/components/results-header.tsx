import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Brand } from '../../../components/layout/brand.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';

/** The header of docs/product.md#results-and-history: the club's logo (else the product mark), 'Match Results' and its line. */
export function ResultsHeader({ logoUrl, clubName }: { logoUrl: string | null; clubName: string | null }) {
  return (
    <header className="bg-gradient-to-br from-court-700 via-court-800 to-court-900 px-5 pt-8 pb-10 text-white">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        {logoUrl ? (
          <img
            src={logoUrl}
            alt={clubName ? `${clubName} logo` : i18n._(msg`Club logo`)}
            className="h-16 max-w-[200px] rounded-xl bg-white/95 object-contain p-2 shadow"
          />
        ) : (
          <Brand className="text-xl text-white" />
        )}
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            <Trans>Match Results</Trans>
          </h1>
          <p className="mt-1 text-court-100">
            <Trans>Review the Stats of your Game</Trans>
          </p>
        </div>
      </div>
    </header>
  );
}
