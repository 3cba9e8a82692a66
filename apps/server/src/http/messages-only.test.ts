import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES, type MessageKey } from '@bandeja/contract';
import { describe, expect, it } from 'vitest';

/**
 * Every error text lives in MESSAGES (packages/contract/src/messages.ts), whose key is the answer's
 * stable code (docs/api.md "Errors"). The types already hold most of it (AppError takes only texts
 * of MESSAGES); this scan also catches what a cast, a template or a hand-built body would slip by.
 */
const SOURCE_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The server's own sources, without its tests. */
function serverSources(directory = SOURCE_ROOT): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Comments say things like `{success: false, message}` in prose: only code counts. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/\/\/.*$/gm, '');
}

const LITERAL = String.raw`\s*(?:'|"|\`)`;

/** The ways an error answer (HTTP or socket) can be given a text, each followed by a literal. */
const LITERAL_ERROR_PATTERNS: { name: string; pattern: RegExp }[] = [
  {
    name: 'an error factory called with a literal text',
    pattern: new RegExp(
      String.raw`\b(?:badRequest|invalid|unauthorized|forbidden|notFound|conflict|payloadTooLarge|unsupportedMediaType|unprocessable|tooManyRequests|failureBody|socketError)\(${LITERAL}`,
    ),
  },
  {
    name: 'an AppError built with a literal text',
    pattern: new RegExp(String.raw`new AppError\(\s*\d+\s*,${LITERAL}`),
  },
  {
    name: 'a coded message with a literal text',
    // zod's own `{ code: 'custom', message }` issues (the startup config's) are no error answer.
    pattern: new RegExp(String.raw`code:\s*'(?!custom')[A-Za-z]+'\s*,\s*message:${LITERAL}`),
  },
  { name: 'a hand-built failure body', pattern: /success:\s*false\s*,\s*message:\s*(?:'|"|`)/ },
  {
    name: 'a socket error event with a literal text',
    pattern: new RegExp(String.raw`emit\(\s*'error'\s*,\s*(?:\{\s*message:)?${LITERAL}`),
  },
];

/** The literal-text constructions found in `source`, as 'line: what'. */
function literalErrors(source: string): string[] {
  const lines = withoutComments(source).split('\n');
  return lines.flatMap((line, index) =>
    LITERAL_ERROR_PATTERNS.filter(({ pattern }) => pattern.test(line)).map(
      ({ name }) => `${index + 1}: ${name}`,
    ),
  );
}

describe('error texts live only in MESSAGES', () => {
  it('finds no error answer built with a literal text in the server sources', () => {
    const sources = serverSources();
    expect(sources.length).toBeGreaterThan(50);
    const found = sources.flatMap((path) =>
      literalErrors(readFileSync(path, 'utf8')).map((hit) => `${relative(SOURCE_ROOT, path)}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ["throw badRequest('Court is required');", 'an error factory called with a literal text'],
    ['throw notFound(`Match not found`);', 'an error factory called with a literal text'],
    ["throw invalid('Team must be team1', 'team');", 'an error factory called with a literal text'],
    ["throw new AppError(409, 'Already there');", 'an AppError built with a literal text'],
    [
      "throw new AppError(400, { code: 'validation', message: 'Bad' });",
      'a coded message with a literal text',
    ],
    ["reply.status(400).send({ success: false, message: 'Bad' });", 'a hand-built failure body'],
    ["socket.emit('error', socketError('Too many'));", 'an error factory called with a literal text'],
    ["socket.emit('error', { message: 'Too many' });", 'a socket error event with a literal text'],
  ])('catches %s', (line, kind) => {
    expect(literalErrors(line)).toEqual([`1: ${kind}`]);
  });

  it.each([
    'throw badRequest(MESSAGES.courtRequired);',
    "throw conflict(withParams('usernameTaken', { username }));",
    'reply.status(404).send(failureBody(MESSAGES.notFound));',
    "socket.emit('error', socketError(MESSAGES.tooManyRoomsFollowed));",
    "// e.g. throw badRequest('Court is required') in a comment",
    "context.addIssue({ code: 'custom', message: 'must be an address' });",
    "/** answers {success: false, message: 'x'} */",
  ])('lets %s pass', (line) => {
    expect(literalErrors(line)).toEqual([]);
  });
});

describe('MESSAGES', () => {
  it('has no two keys with the same text, so a text names one code', () => {
    const byText = new Map<string, MessageKey[]>();
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      byText.set(MESSAGES[key], [...(byText.get(MESSAGES[key]) ?? []), key]);
    }
    const shared = [...byText.entries()].filter(([, keys]) => keys.length > 1);
    expect(shared).toEqual([]);
  });
});
