#!/usr/bin/env node
// Fails (exit 1, listing file:line) when a tracked file cites a document that is not in this
// repository: the original product specification, the first design, the style or market notes
// (by section number or by file name), or an issue of a tracker the repository does not carry
// ('issue' and a number: cite the docs and decision records instead). A newcomer who clones the project must be
// able to follow every citation, so comments cite docs/ instead (docs/product.md,
// docs/scoring-rules.md, docs/api.md, …). It also fails on a citation of a heading that does not
// exist (`docs/scoring-rules.md#undo-window` in code, `[…](api.md#…)` in markdown), so a renamed
// heading cannot leave comments pointing nowhere. Part of the `lint` step of `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

// Written so that this file does not match itself.
const OUTSIDE_CITATION = new RegExp(
  [
    String.raw`\.\./shared`,
    String.raw`\bdesign\s?§`,
    String.raw`\bspec\s?§`,
    String.raw`\bdesign\.md\b`,
    String.raw`\bproduct[-]spec`,
    String.raw`\bstyle\.md\b`,
    String.raw`\bmarket\.md\b`,
    String.raw`\bissues?\s#?\d+`,
  ].join('|'),
  'i',
);

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && !file.split('/').includes('node_modules'));

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const headingsOf = new Map();
function headings(file) {
  let set = headingsOf.get(file);
  if (!set) {
    set = new Set();
    let inFence = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.startsWith('```')) inFence = !inFence;
      const match = inFence ? null : /^#{1,6}\s+(.*)$/.exec(line);
      if (match?.[1]) set.add(slug(match[1]));
    }
    headingsOf.set(file, set);
  }
  return set;
}

/** The headings a line cites: a docs path with an anchor anywhere, and relative `](x.md#anchor)` links in markdown. */
function citedHeadings(file, line) {
  const cited = [];
  for (const m of line.matchAll(/\b((?:docs\/[\w/.-]+|README)\.md)#([\w-]+)/g)) cited.push([m[1], m[2]]);
  if (file.endsWith('.md'))
    for (const m of line.matchAll(/\]\(([^)#\s:]*\.md)?#([\w-]+)\)/g))
      cited.push([m[1] ? normalize(join(dirname(file), m[1])) : file, m[2]]);
  return cited;
}

const findings = [];
for (const file of files) {
  let bytes;
  try {
    bytes = readFileSync(file);
  } catch {
    continue; // tracked but deleted in the work tree
  }
  if (bytes.subarray(0, 8000).includes(0)) continue; // binary
  const lines = bytes.toString('utf8').split('\n');
  lines.forEach((line, index) => {
    if (OUTSIDE_CITATION.test(line)) findings.push(`${file}:${index + 1}: ${line.trim().slice(0, 160)}`);
    for (const [doc, anchor] of citedHeadings(file, line)) {
      if (!existsSync(doc)) findings.push(`${file}:${index + 1}: cites ${doc}, which does not exist`);
      else if (doc.endsWith('.md') && !headings(doc).has(anchor))
        findings.push(`${file}:${index + 1}: cites ${doc}#${anchor}, a heading ${doc} does not have`);
    }
  });
}

if (findings.length > 0) {
  console.error(
    `${findings.length} citation(s) a reader cannot follow: cite docs/ (docs/product.md, ` +
      'docs/scoring-rules.md, docs/api.md, docs/data.md, README.md) and headings that exist:',
  );
  for (const finding of findings) console.error(`  ${finding}`);
  process.exit(1);
}
console.log(`doc citations: ${files.length} tracked files, every citation is inside the repository`);
