import { msg } from '@lingui/core/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { i18n } from '../../lib/i18n/i18n.ts';
import { Button } from './button.tsx';

/**
 * A modal dialog on the native <dialog> element (focus trap and Escape for free), at most 90% of
 * the viewport high (docs/product.md#admin-area), scrolling inside.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const width = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' }[size];
  return (
    <dialog
      ref={ref}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      aria-labelledby="modal-title"
      className={`m-auto max-h-[90vh] w-[calc(100%-2rem)] ${width} overflow-hidden rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50`}
    >
      {open ? (
        <div className="flex max-h-[90vh] flex-col">
          <header className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <h2 id="modal-title" className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={i18n._(msg`Close`)}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100"
            >
              ✕
            </button>
          </header>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <footer className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</footer>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * A modal whose footer is Cancel beside one action (a form's submit, a confirmation): the scaffold of
 * every dialog that asks for something. Cancel, Escape and ✕ all close it.
 */
export function ActionModal({
  title,
  onClose,
  action,
  children,
  size = 'md',
  buttonClassName = '',
}: {
  title: string;
  onClose: () => void;
  action: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Extra classes of the Cancel button (a touch screen's taller buttons). */
  buttonClassName?: string;
}) {
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      size={size}
      footer={
        <>
          <Button variant="secondary" className={buttonClassName} onClick={onClose}>
            {i18n._(msg`Cancel`)}
          </Button>
          {action}
        </>
      }
    >
      {children}
    </Modal>
  );
}
