/** A placeholder of an English text: `{name}`. */
export const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A text with `{name}` placeholders filled from `values`; a placeholder without a value stays as
 * it is. The one filler of the contract's templates (MESSAGES, CHECK_TEXTS) and of the web app's
 * book of texts. Its own module, with nothing else, so a board's first script can use it without
 * the texts.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
