/**
 * A label that changes without moving anything: one box as wide as the widest of its texts, the
 * others kept in it unseen. The boards' live indicator and sound switch change after the first
 * paint (the socket joins, the announcer loads): their neighbours must not shift
 * (docs/displays.md, "The first paint"). `shown` null: the box alone, nothing said yet.
 */
export function StackedLabel({ shown, labels }: { shown: string | null; labels: readonly string[] }) {
  return (
    <span className="grid">
      {labels.map((label) => (
        <span
          key={label}
          aria-hidden={label === shown ? undefined : true}
          className={`[grid-area:1/1] ${label === shown ? '' : 'invisible'}`}
        >
          {label}
        </span>
      ))}
    </span>
  );
}
