import type { MessageDescriptor } from '@lingui/core';
import { i18n } from './i18n.ts';

/** A table's entry: a text (said when read), a text with values (a function), a nested table. */
type Said<T> = {
  readonly [K in keyof T]: T[K] extends MessageDescriptor
    ? string
    : T[K] extends (...args: never[]) => unknown
      ? T[K]
      : T[K] extends object
        ? Said<T[K]>
        : T[K];
};

function isDescriptor(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/**
 * A screen's table of texts, each said in the active language when it is read (a language switch
 * needs no reload): `{ title: msg\`Events\` }` reads as `TEXT.title`, 'Events' in the language of
 * the moment. Functions (texts with values) and getters are kept as they are; nested tables too.
 */
export function textTable<T extends object>(table: T): Said<T> {
  const said = {};
  for (const [key, property] of Object.entries(Object.getOwnPropertyDescriptors(table))) {
    const value: unknown = property.value;
    if (property.get || typeof value === 'function' || typeof value !== 'object' || value === null)
      Object.defineProperty(said, key, property);
    else if (isDescriptor(value))
      Object.defineProperty(said, key, { get: () => i18n._(value), enumerable: true });
    else Object.defineProperty(said, key, { value: textTable(value), enumerable: true });
  }
  return said as Said<T>;
}
