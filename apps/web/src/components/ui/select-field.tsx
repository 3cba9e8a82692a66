import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Field } from './field.tsx';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string | number; label: string }[];
  /** A first, empty choice ('Select a club'). */
  placeholder?: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled select with its validation message or hint underneath. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, id, className, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        // Remounted when its options arrive, so that the form's value (set on mount) is selected.
        <select key={options.length} ref={ref} {...control} {...props}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
