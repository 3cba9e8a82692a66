import type { EventKindValue, EventSource } from '@bandeja/contract/plain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n/i18n.ts';

/**
 * The admin's point log (docs/players.md, "Results both teams confirm") in the admin's language:
 * what each logged event did, and who sent it. The stored words are the engine's event kinds and
 * the contract's event sources; a table each, so a new kind or source fails to compile until named.
 */
const EVENT_KIND_LABELS: Record<EventKindValue, MessageDescriptor> = {
  point: msg`Point`,
  undo: msg`Undo`,
  resetGame: msg`Game reset`,
  resetSet: msg`Set reset`,
  serveDecided: msg`First serve decided`,
  serversChosen: msg`Servers chosen`,
  finish: msg`Match ended`,
  retire: msg`Retirement`,
  walkover: msg`Walkover`,
  manualResult: msg`Result entered by hand`,
};

/** A WatchButton over HTTP or MQTT is 'button'; the court's tablet and a phone's press link, 'control'. */
const EVENT_SOURCE_LABELS: Record<EventSource, MessageDescriptor> = {
  button: msg`Watch button`,
  control: msg`Court tablet or phone`,
  api: msg`API`,
  system: msg`Server (time up)`,
};

export function describeEventKind(kind: EventKindValue): string {
  return i18n._(EVENT_KIND_LABELS[kind]);
}

export function describeEventSource(source: EventSource): string {
  return i18n._(EVENT_SOURCE_LABELS[source]);
}
