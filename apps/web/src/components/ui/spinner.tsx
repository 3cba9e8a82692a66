export function Spinner({ label = 'Loading', className = '' }: { label?: string; className?: string }) {
  return (
    <span
      role="status"
      aria-label={label}
      className={`inline-block size-8 animate-spin rounded-full border-4 border-court-100 border-t-court-600 ${className}`}
    />
  );
}

/** A full-height centred spinner while a screen loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center" data-testid="page-spinner">
      <Spinner label={label} />
    </div>
  );
}
