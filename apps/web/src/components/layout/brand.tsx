/** The product mark and name. */
export function Brand({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <img src="/favicon.svg" alt="" className="size-8" />
      <span>Bandeja</span>
    </span>
  );
}
