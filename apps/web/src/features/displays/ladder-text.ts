import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * The club ladder's texts (docs/rating.md, "The ladder"), said on the TV's standings display and
 * the phone's ladder page alike; apart from DISPLAY_TEXT so that the other boards do not carry them.
 */
export const LADDER_TEXT = {
  get title() {
    return i18n._(msg`Club ladder`);
  },
  get empty() {
    return i18n._(msg`No ratings yet: they come from results both teams confirmed.`);
  },
  get provisional() {
    return i18n._(msg`provisional`);
  },
  get explain() {
    return i18n._(msg`Level ± band: the true level is inside the band nine times out of ten.`);
  },
} as const;
