import { Trans } from '@lingui/react/macro';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/**
 * The one modal form of the admin pages (create and edit), at most 90% of the viewport high with
 * its fields scrolling inside (docs/product.md#admin-area). A failed save keeps it open; the page shows the message.
 */
export function FormModal({
  title,
  submitLabel = 'Save',
  submitting,
  onSubmit,
  onClose,
  children,
  extra,
}: {
  title: string;
  submitLabel?: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
  /** Content below the form that is not part of it (e.g. image uploads that save at once). */
  extra?: ReactNode;
}) {
  const formId = useId();
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {children}
      </form>
      {extra}
    </Modal>
  );
}

/** A titled group of fields spanning the form's width. */
export function FormSection({
  title,
  children,
  note,
}: {
  title: string;
  children: ReactNode;
  note?: string;
}) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-800">{title}</legend>
      {note ? <p className="text-sm text-slate-600 sm:col-span-2">{note}</p> : null}
      {children}
    </fieldset>
  );
}
