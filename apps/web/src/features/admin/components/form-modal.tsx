import type { ComponentProps, ReactNode } from 'react';
import { ModalForm } from '../../../components/ui/modal-form.tsx';

/**
 * The one modal form of the admin pages (create and edit), wide, its fields in two columns on a
 * wide screen and one on a phone (docs/product.md#admin-area).
 */
export function FormModal(props: Omit<ComponentProps<typeof ModalForm>, 'size' | 'formClassName'>) {
  return <ModalForm {...props} size="lg" formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2" />;
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
