import { msg } from '@lingui/core/macro';
import type { PressFlashKind } from '../../lib/board/use-live-calls.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * The short confirmation of an accepted press on a board (docs/hardware.md, "On the court tablet
 * and a phone"): '+1 Team 1', '+1 Team 2' or 'Undo', over the score for a moment, so a player who
 * pressed a button, a key or a phone sees it was taken. Keyed by the score's version: each press
 * flashes anew.
 */
export function PressFlash({ flash }: { flash: { kind: PressFlashKind; version: number } | null }) {
  if (!flash) return null;
  const text =
    flash.kind === 'undo'
      ? i18n._(msg`Undo`)
      : flash.kind === 'team1'
        ? i18n._(msg`+1 Team 1`)
        : i18n._(msg`+1 Team 2`);
  return (
    <div
      key={flash.version}
      role="status"
      data-testid="press-flash"
      className="press-flash pointer-events-none fixed inset-x-0 top-[12vh] z-50 mx-auto w-max rounded-[2vmin] bg-ball px-[4vmin] py-[1.5vmin] text-[max(1.5rem,7vmin)] font-black text-slate-950 shadow-2xl"
    >
      {text}
    </div>
  );
}
