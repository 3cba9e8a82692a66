import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';

/** The visible texts of the 'Connect a TV' dialog (admin Courts page and court dashboard). */
export const CONNECT_TV_TEXT = {
  get title() {
    return i18n._(msg`Connect a TV`);
  },
  get open() {
    return i18n._(msg`Connect a TV`);
  },
  court: (court: string) => i18n._(msg`Court ${court}`),
  get wall() {
    return i18n._(msg`Clubhouse wall`);
  },
  get intro() {
    return i18n._(
      msg`Open /display on the TV: it shows a 6-character code. Enter it here and choose what the TV shows.`,
    );
  },
  get code() {
    return i18n._(msg`Code shown on the TV`);
  },
  get codePlaceholder() {
    return i18n._(msg`K7P 4QX`);
  },
  get target() {
    return i18n._(msg`Show on the TV`);
  },
  get targetPlaceholder() {
    return i18n._(msg`Choose a court or the clubhouse wall`);
  },
  get name() {
    return i18n._(msg`Name (optional)`);
  },
  get nameHint() {
    return i18n._(msg`e.g. 'Bar TV'; by default the court's name`);
  },
  get connect() {
    return i18n._(msg`Connect`);
  },
  connected: (name: string) => i18n._(msg`${name} is connected`),
} as const;
