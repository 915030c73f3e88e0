import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Comments say why in place. "issue 16", "SPEC §3.8" or "ARCHITECTURE.md" names a tracker entry or a
// document that someone who cloned the repository cannot open; the reason belongs in the sentence, or in a
// link to docs/.
const CHECKED = [
  'src',
  'tools',
  'e2e',
  'bench',
  'scripts',
  'docs',
  'README.md',
  'index.html',
  'eslint.config.js',
  '.dependency-cruiser.cjs',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
];
// This file, whose examples are citations on purpose.
const SELF = 'src/commentCitations.test.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CODE = new Set(['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.css']);
const PROSE = new Set(['.md', '.html']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

// Case matters for the document names: docs/architecture.md is a page the repository ships.
const CITATION =
  /\b[Ii]ssues? #?\d+|\b(?:SPEC|TOOLCHAIN)\b\s*§\s*\d+(?:\.\d+)*|§\s*\d|\.\.\/shared\/|\b(?:SPEC|ARCHITECTURE|TOOLCHAIN)(?:\.md)?\b/g;

/** Every citation in `text`, as written. */
function findCitations(text: string): string[] {
  return [...text.matchAll(CITATION)].map((m) => m[0]);
}

/**
 * The parts of a source file a reader takes as prose: comments, and the titles of tests (which show up
 * in every test report). Code and strings are left alone: an import of '../shared/x' is not a citation.
 */
function proseOfSource(source: string): string[] {
  const comments = source.match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|<!--[\s\S]*?-->/g) ?? [];
  const titles = [...source.matchAll(/\b(?:describe|it|test)(?:\.\w+)*(?:\([^)]*\))?\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g)].map(
    (m) => m[2] ?? '',
  );
  return [...comments, ...titles];
}

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => (SKIPPED_DIRS.has(name) ? [] : filesUnder(join(path, name))));
}

function offenders(): string[] {
  return CHECKED.flatMap(filesUnder)
    .filter((file) => file !== SELF)
    .flatMap((file) => {
      const ext = extname(file);
      if (!CODE.has(ext) && !PROSE.has(ext)) return [];
      const text = readFileSync(join(ROOT, file), 'utf8');
      const prose = PROSE.has(ext) ? [text] : proseOfSource(text);
      return prose.flatMap(findCitations).map((citation) => `${file}: ${citation}`);
    });
}

describe('comment citations', () => {
  it.each([
    ['// A key is sent only to its origin (issue 16).', ['issue 16']],
    ['/** The order of SPEC §2.4. */', ['SPEC §2.4']],
    ['See issues 5 and 7, and Issue #12.', ['issues 5', 'Issue #12']],
    ['Echo the headers back (TOOLCHAIN §5); see ../shared/SPEC.md', ['TOOLCHAIN §5', '../shared/', 'SPEC.md']],
    ['Recall budget of 300 ms (docs/architecture.md#the-worker-contract).', []],
    ['An issue with 12 tags is no citation; neither is tissue 3.', []],
    ['// The rule of ARCHITECTURE.md (TOOLCHAIN rule 3), in SPEC order.', ['ARCHITECTURE.md', 'TOOLCHAIN', 'SPEC']],
    ['The layers of docs/architecture.md; the SPECS table; a spec file of e2e/.', []],
  ])('given %j, when scanned, then the citations found are %j', (text, expected) => {
    expect(findCitations(text)).toEqual(expected);
  });

  it('given a source file, when its prose is taken, then comments and test titles count and code does not', () => {
    const source = [
      "import { x } from '../shared/x';",
      '// why (issue 3)',
      "describe('unpin (issue 16)', () => {",
      "  it.each([1])('case %s, SPEC §2', () => expect(label('issue 9')).toBe(1));",
      '});',
    ].join('\n');
    expect(proseOfSource(source).flatMap(findCitations)).toEqual(['issue 3', 'issue 16', 'SPEC §2']);
  });

  it('given the source, tools, tests and docs, when scanned, then no comment, test title or doc cites an issue or an unshipped document', () => {
    expect(offenders()).toEqual([]);
  });
});
