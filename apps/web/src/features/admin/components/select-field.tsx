import { forwardRef, type SelectHTMLAttributes, useId } from 'react';
import { sayText } from '../../../lib/i18n/error-text.ts';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string | number; label: string }[];
  /** A first, empty choice ('Select a club'). */
  placeholder?: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled select with its validation message or hint underneath (the admin forms). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, id, className = '', ...props },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const messageId = `${selectId}-message`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {/* Remounted when its options arrive, so that the form's value (set on mount) is selected. */}
      <select
        key={options.length}
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={`rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm outline-none transition focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ${
          error
            ? 'border-red-500 focus:ring-red-200'
            : 'border-slate-300 focus:border-court-600 focus:ring-court-100'
        }`}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
});
