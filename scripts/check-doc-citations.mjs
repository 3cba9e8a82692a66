#!/usr/bin/env node
// Fails (exit 1, listing file:line) when a tracked file cites a document that is not in this
// repository: the original product specification, the first design, the style or market notes
// (by section number or by file name). A newcomer who clones the project must be
// able to follow every citation, so comments cite docs/ instead (docs/product.md,
// docs/scoring-rules.md, docs/api.md, …). Part of the `lint` step of `npm test`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Written so that this file does not match itself.
const OUTSIDE_CITATION = new RegExp(
  [
    String.raw`\.\./shared`,
    String.raw`\bdesign\s?§`,
    String.raw`\bspec\s?§`,
    String.raw`\bdesign\.md\b`,
    String.raw`\bproduct-spec`,
    String.raw`\bstyle\.md\b`,
    String.raw`\bmarket\.md\b`,
  ].join('|'),
  'i',
);

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && !file.split('/').includes('node_modules'));

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
  });
}

if (findings.length > 0) {
  console.error(
    `${findings.length} line(s) cite a document outside the repository; cite docs/ instead ` +
      '(docs/product.md, docs/scoring-rules.md, docs/api.md, docs/data.md, README.md):',
  );
  for (const finding of findings) console.error(`  ${finding}`);
  process.exit(1);
}
console.log(`doc citations: ${files.length} tracked files, none cites a document outside the repository`);
