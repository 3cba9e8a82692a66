import type { EventKindValue, EventSource } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n/i18n.ts';

/**
 * The admin's point log (docs/players.md, "Results both teams confirm") in the admin's language:
 * what each logged event did, and who sent it. The stored words are the engine's event kinds and
 * the contract's event sources.
 */
export function describeEventKind(kind: EventKindValue): string {
  switch (kind) {
    case 'point':
      return i18n._(msg`Point`);
    case 'undo':
      return i18n._(msg`Undo`);
    case 'resetGame':
      return i18n._(msg`Game reset`);
    case 'resetSet':
      return i18n._(msg`Set reset`);
    case 'serveDecided':
      return i18n._(msg`First serve decided`);
    case 'serversChosen':
      return i18n._(msg`Servers chosen`);
    case 'finish':
      return i18n._(msg`Match ended`);
    case 'retire':
      return i18n._(msg`Retirement`);
    case 'walkover':
      return i18n._(msg`Walkover`);
    case 'manualResult':
      return i18n._(msg`Result entered by hand`);
  }
}

export function describeEventSource(source: EventSource): string {
  switch (source) {
    case 'button':
      return i18n._(msg`Watch button`);
    case 'control':
      return i18n._(msg`Court tablet or phone`);
    case 'api':
      return i18n._(msg`API`);
    case 'system':
      return i18n._(msg`Server (time up)`);
  }
}
