import { Trans } from '@lingui/react/macro';
/** A plain placeholder for a screen a later issue builds. */
export function Placeholder({ title }: { title: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-8">
      <div className="text-center">
        <h1 className="text-2xl font-semibold text-slate-800">{title}</h1>
        <p className="mt-2 text-slate-500">
          <Trans>This screen is coming soon.</Trans>
        </p>
      </div>
    </main>
  );
}
