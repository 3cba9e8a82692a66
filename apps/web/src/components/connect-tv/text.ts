import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';
import { textTable } from '../../lib/i18n/text-table.ts';

/** The visible texts of the 'Connect a TV' dialog (admin Courts page and court dashboard). */
export const CONNECT_TV_TEXT = textTable({
  title: msg`Connect a TV`,
  open: msg`Connect a TV`,
  court: (court: string) => i18n._(msg`Court ${court}`),
  wall: msg`Clubhouse wall`,
  intro: msg`Open /display on the TV: it shows a 6-character code. Enter it here and choose what the TV shows.`,
  code: msg`Code shown on the TV`,
  codePlaceholder: msg`K7P 4QX`,
  target: msg`Show on the TV`,
  targetPlaceholder: msg`Choose a court or the clubhouse wall`,
  name: msg`Name (optional)`,
  nameHint: msg`e.g. 'Bar TV'; by default the court's name`,
  connect: msg`Connect`,
  connected: (name: string) => i18n._(msg`${name} is connected`),
});
