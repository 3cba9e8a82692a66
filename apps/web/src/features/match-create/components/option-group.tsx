import { useId } from 'react';
import { sayText } from '../../../lib/i18n/error-text.ts';

export interface Option<K extends string> {
  key: K;
  label: string;
  /** A short mark at the right ('Default'). */
  note?: string;
  /** One line under the label (what a preset plays). */
  description?: string;
}

const COLUMNS = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
} as const;

/**
 * A radio group drawn as tappable cards, for phones: a legend, a one-line hint that explains the
 * choice, and the error the form's checks found for it.
 */
export function OptionGroup<K extends string>({
  legend,
  hint,
  options,
  selected,
  onSelect,
  error,
  columns = 1,
  compact = false,
  name,
}: {
  legend: string;
  hint?: string;
  options: readonly Option<K>[];
  /** The selected option's key; null when none is (a format chosen option by option). */
  selected: K | null;
  onSelect: (key: K) => void;
  error?: string | undefined;
  columns?: keyof typeof COLUMNS;
  /** A segmented control: centred labels, the radio dot left out (the card shows the choice). */
  compact?: boolean;
  /** The radios' name (one group per name). */
  name: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
      <div className={`mt-2 grid gap-2 ${COLUMNS[columns]}`}>
        {options.map((option) => {
          const checked = option.key === selected;
          return (
            <label
              key={option.key}
              className={`flex cursor-pointer items-center rounded-lg py-2.5 text-sm ring-1 ring-inset transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-court-600 ${
                compact ? 'justify-center px-2 text-center' : 'gap-3 px-3'
              } ${
                checked
                  ? 'bg-court-50 font-semibold text-court-800 ring-2 ring-court-600'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name={`${id}-${name}`}
                value={option.key}
                checked={checked}
                onChange={() => onSelect(option.key)}
                className={compact ? 'sr-only' : 'size-4 shrink-0 accent-court-700'}
              />
              <span className={compact ? 'min-w-0' : 'min-w-0 flex-1'}>
                <span className="block">{option.label}</span>
                {option.description ? (
                  <span className="mt-0.5 block text-xs font-normal text-slate-500">
                    {option.description}
                  </span>
                ) : null}
              </span>
              {option.note ? <span className="text-xs font-medium text-slate-500">{option.note}</span> : null}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {sayText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
