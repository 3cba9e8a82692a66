import { Brand } from '../../../components/layout/brand.tsx';

/** The header of docs/product.md#results-and-history: the club's logo (else the product mark), 'Match Results' and its line. */
export function ResultsHeader({ logoUrl, clubName }: { logoUrl: string | null; clubName: string | null }) {
  return (
    <header className="bg-gradient-to-br from-court-700 via-court-800 to-court-900 px-5 pt-8 pb-10 text-white">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        {logoUrl ? (
          <img
            src={logoUrl}
            alt={clubName ? `${clubName} logo` : 'Club logo'}
            className="h-16 max-w-[200px] rounded-xl bg-white/95 object-contain p-2 shadow"
          />
        ) : (
          <Brand className="text-xl text-white" />
        )}
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Match Results</h1>
          <p className="mt-1 text-court-100">Review the Stats of your Game</p>
        </div>
      </div>
    </header>
  );
}
