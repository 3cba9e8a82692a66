import { Button } from './button.tsx';
import { ActionModal } from './modal.tsx';

/** Asks before a delete, a reset or another change that cannot be undone. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
  buttonClassName = '',
}: {
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Extra classes of both buttons (a touch screen's taller buttons). */
  buttonClassName?: string;
}) {
  return (
    <ActionModal
      title={title}
      onClose={onCancel}
      size="sm"
      buttonClassName={buttonClassName}
      action={
        <Button variant="danger" className={buttonClassName} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      }
    >
      <p className="text-slate-700">{message}</p>
    </ActionModal>
  );
}
