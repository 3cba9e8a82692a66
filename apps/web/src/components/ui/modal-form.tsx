import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Button } from './button.tsx';
import { ActionModal } from './modal.tsx';

/**
 * A form in a modal, its submit button in the footer beside Cancel. A failed save keeps it open;
 * the form shows the message.
 */
export function ModalForm({
  title,
  submitLabel,
  submitting,
  onSubmit,
  onClose,
  children,
  extra,
  size,
  formClassName = 'flex flex-col gap-4',
  testId,
}: {
  title: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
  /** Content below the form that is not part of it (e.g. image uploads that save at once). */
  extra?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  formClassName?: string;
  testId?: string;
}) {
  const formId = useId();
  return (
    <ActionModal
      title={title}
      onClose={onClose}
      size={size}
      action={
        <Button type="submit" form={formId} loading={submitting}>
          {submitLabel}
        </Button>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={formClassName} data-testid={testId}>
        {children}
      </form>
      {extra}
    </ActionModal>
  );
}
