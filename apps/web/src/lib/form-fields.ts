import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';

/**
 * The props that bind a field component (TextField, SelectField, CheckboxField) to one field of a
 * form: its registration, and the check's message once it fails (`error`, shown under the field).
 * `const field = fieldBinder(form)`, then `<TextField label="Name" {...field('name')} />`.
 */
export function fieldBinder<V extends FieldValues, C, T>(form: UseFormReturn<V, C, T>) {
  return <N extends FieldPath<V>>(name: N, options?: RegisterOptions<V, N>) => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}
