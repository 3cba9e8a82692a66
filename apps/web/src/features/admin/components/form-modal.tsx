import { msg } from '@lingui/core/macro';
import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ModalForm } from '../../../components/ui/modal-form.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorText } from '../lib/format.ts';
import type { FormTexts } from '../texts.ts';

/**
 * The one modal form of the admin pages (create and edit), wide, its fields in two columns on a
 * wide screen and one on a phone (docs/product.md#admin-area). It checks `form`, saves the values
 * with `onSave`, says so and closes; a failed save says the server's reason (else `texts.failed`)
 * and stays open.
 */
export function FormModal<V extends FieldValues, C, T>({
  texts,
  form,
  onSave,
  submitLabel = texts.creating ? i18n._(msg`Create`) : i18n._(msg`Save`),
  onClose,
  ...props
}: Omit<
  ComponentProps<typeof ModalForm>,
  'size' | 'formClassName' | 'submitting' | 'onSubmit' | 'submitLabel' | 'title'
> & {
  /** Its title, the toast after a save, the fallback message of a failed one, and whether it adds a row. */
  texts: FormTexts;
  form: UseFormReturn<V, C, T>;
  onSave: (values: T) => Promise<unknown>;
  /** The button's text, when neither 'Create' nor 'Save' (texts.creating) says it. */
  submitLabel?: string;
}) {
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      toast.success(texts.done);
      onClose();
    } catch (error) {
      toast.error(errorText(error, texts.failed));
    }
  });
  return (
    <ModalForm
      {...props}
      title={texts.title}
      submitLabel={submitLabel}
      submitting={form.formState.isSubmitting}
      onSubmit={handleSubmit}
      onClose={onClose}
      size="lg"
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
    />
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
