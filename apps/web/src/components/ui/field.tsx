import { type ReactNode, useId } from 'react';
import { sayText } from '../../lib/i18n/error-text.ts';

/** What a field's control (an input, a select) takes from its frame: its id, its state and its look. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/**
 * The one frame of a form field: its label above, the control, and the validation message (or a
 * hint) underneath, read by screen readers with the control. `children` draws the control.
 */
export function Field({
  label,
  error,
  hint,
  id,
  className = '',
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string | undefined;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const messageId = `${controlId}-message`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
        className: `rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ${
          error
            ? 'border-red-500 focus:ring-red-200'
            : 'border-slate-300 focus:border-court-600 focus:ring-court-100'
        }`,
      })}
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-red-600">
          {sayText(error)}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
