import { StackedLabel } from './stacked-label.tsx';
import { BOARD_TEXT } from './text.ts';

/** The sound switch's shape, whatever it says (sound-control.tsx), and its place before it loads. */
export const SOUND_BUTTON =
  'flex min-h-11 items-center gap-[0.5em] rounded-full px-[0.9em] py-[0.35em] text-[max(0.75rem,2vmin)] font-semibold';

/** What the sound switch says, in a box as wide as the longest of its texts. */
export function SoundLabel({ shown }: { shown: string | null }) {
  return (
    <StackedLabel shown={shown} labels={[BOARD_TEXT.tapForSound, BOARD_TEXT.soundOn, BOARD_TEXT.soundOff]} />
  );
}
