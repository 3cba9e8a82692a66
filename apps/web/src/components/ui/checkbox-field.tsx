import type { ComponentPropsWithRef } from 'react';

/** A checkbox with its label and a line of explanation under it (a form's on/off setting). */
export function CheckboxField({
  label,
  hint,
  className = '',
  ...input
}: Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: string; hint: string }) {
  return (
    <label className={`flex items-start gap-2 text-sm text-slate-700 ${className}`}>
      <input type="checkbox" className="mt-0.5 size-4 accent-court-700" {...input} />
      <span>
        <span className="font-semibold">{label}</span>
        <span className="block text-xs text-slate-500">{hint}</span>
      </span>
    </label>
  );
}
