import type { InputHTMLAttributes } from 'react';

export interface Option<V extends string> {
  value: V;
  label: string;
  note?: string;
}

/** A radio group drawn as tappable cards, for phones. */
export function OptionGroup<V extends string>({
  legend,
  options,
  selected,
  inputProps,
}: {
  legend: string;
  options: readonly Option<V>[];
  selected: string;
  /** What `register(field)` returns. */
  inputProps: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2">
        {options.map((option) => {
          const checked = option.value === selected;
          return (
            <label
              key={option.value}
              className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm ring-1 ring-inset transition ${
                checked
                  ? 'bg-court-50 font-semibold text-court-800 ring-2 ring-court-600'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              <input type="radio" value={option.value} className="size-4 accent-court-700" {...inputProps} />
              <span className="flex-1">{option.label}</span>
              {option.note ? <span className="text-xs font-medium text-slate-500">{option.note}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
