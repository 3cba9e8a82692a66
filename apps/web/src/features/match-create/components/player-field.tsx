import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { sayText } from '../../../lib/i18n/error-text.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';

export interface PlayerFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  team: 1 | 2;
  player: 1 | 2;
  /** The visible label: 'Player {n}' unless given ('Player' in singles). */
  label?: string | undefined;
  /** This player serves the team's first service game. */
  servesFirst: boolean;
  /** Swaps the team's first server; absent in singles (one player serves). */
  onToggleServer?: (() => void) | undefined;
  error?: string | undefined;
  /** The name is a club roster player's (docs/players.md), not a guest's. */
  rosterPlayer?: boolean;
  /** Below the field: the roster's suggestions while it is typed in. */
  children?: ReactNode;
}

/**
 * One player's name, with (in doubles) the 1st/2nd chip that says who serves first for the team;
 * tapping it swaps the team's first server (docs/product.md#match-creation).
 */
export const PlayerField = forwardRef<HTMLInputElement, PlayerFieldProps>(function PlayerField(
  { team, player, label, servesFirst, onToggleServer, error, rosterPlayer = false, children, ...props },
  ref,
) {
  const id = useId();
  const order = servesFirst ? i18n._(msg`1st`) : i18n._(msg`2nd`);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        <span className="sr-only">
          <Trans>Team {team}</Trans>{' '}
        </span>
        {label ?? i18n._(msg`Player ${player}`)}
      </label>
      <div className="flex items-center gap-2">
        <input
          ref={ref}
          id={id}
          type="text"
          autoComplete="off"
          autoCapitalize="words"
          placeholder={label ?? i18n._(msg`Player ${player}`)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`min-w-0 flex-1 rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-2 ${
            error
              ? 'border-red-500 focus:ring-red-200'
              : 'border-slate-300 focus:border-court-600 focus:ring-court-100'
          }`}
          {...props}
        />
        {onToggleServer ? (
          <button
            type="button"
            onClick={onToggleServer}
            aria-label={i18n._(msg`Team ${team} player ${player} serves ${order}: switch the first server`)}
            title={i18n._(msg`Who serves first for this team: tap to switch`)}
            className={`min-h-11 w-14 shrink-0 rounded-lg py-2.5 text-sm font-bold ring-1 ring-inset transition ${
              servesFirst
                ? 'bg-court-700 text-white ring-court-700'
                : 'bg-white text-slate-500 ring-slate-300 hover:bg-slate-50'
            }`}
          >
            {order}
          </button>
        ) : null}
      </div>
      {rosterPlayer ? (
        <p className="text-xs font-semibold text-court-700">
          <Trans>Club player</Trans>
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {sayText(error)}
        </p>
      ) : null}
    </div>
  );
});
