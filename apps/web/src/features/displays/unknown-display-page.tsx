import { DisplayMessage } from './components/display-message.tsx';
import { DISPLAY_TEXT } from './text.ts';

/** A display address that names nothing (a typo in /display/court/…). */
export function UnknownDisplayPage() {
  return (
    <DisplayMessage
      title={DISPLAY_TEXT.unknownAddress}
      hint={DISPLAY_TEXT.unknownAddressHint}
      testId="display-unknown"
    />
  );
}
