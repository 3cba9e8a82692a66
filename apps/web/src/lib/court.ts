import type { PublicCourt } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n/i18n.ts';

/**
 * What a court is called on every screen: its name ('Pista 1 Norte'), as on the boards, results and
 * mails; 'Court {id}' only while the name is not known.
 */
export function courtTitle(court: Pick<PublicCourt, 'name'> | null | undefined, fallback: string): string {
  const name = court?.name.trim();
  return name ? name : i18n._(msg`Court ${fallback}`);
}
