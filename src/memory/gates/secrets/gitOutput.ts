import { caseless } from '../caseless';
import { canonicalize } from '../canonical';

// What git prints, in the language of the shell it runs in (gate 9): a status with its branch line, its tracking line
// and its file lines, a push's ref update ("Sur la branche main\nVotre branche est à jour avec 'origin/main'.\n\tmodifié :
// src/app.ts", "Auf Branch main\nIhr Branch ist auf demselben Stand wie 'origin/main'.", "位于分支 main\n您的分支与上游分支
// 'origin/main' 一致。"). The signs are git's own, whatever the words: a remote branch in quotes, a file line indented with a
// tab and its state before a colon and aligned spaces, a hint in brackets quoting a git command, a branch line at a line
// start in the languages of lexicons/. One sign is a mention ("never pushes to 'origin/main' on Fridays"); two are output,
// and so are two file lines.
// A ref update ("a1b2c3d..e4f5a6b  main -> main") or a transfer's progress line is output on its own. Input is canonical.

const QUOTED_REMOTE = /["'‘’«“„「]\s?(?:origin|upstream)\/[\w./-]+\s?["'‘’»”“」]/;
const FILE_LINE = /(?:^|\n)\t\p{L}[\p{L} ]{1,24}?\s?:[ \t]{2,}[\w./-]+/gu;
const HINT = /\([^()\n]{0,80}["'‘’«“„「]git [a-z-]+[^"'\n]{0,60}["'’»”」]/;
const BRANCH_LINE = caseless(
  new RegExp(
    canonicalize(
      String.raw`(?:^|\n)[ \t]*(?:On branch|Sur la branche|Auf Branch|En la rama|No ramo|Sul branch|На ветке|位于分支|位於分支|ブランチ|현재 브랜치)\s+[\w./-]+[ \t]*(?:\n|$)`,
    ),
    'iu',
  ),
);
// A transfer's progress line in any language: "Counting objects: 100% (5/5), done.", "Décompte des objets: 100% (5/5)".
const PROGRESS = /\p{L}[\p{L} ]{2,40}:\s+\d{1,3}% \(\d+\/\d+\)/u;
const REF_UPDATE = /(?:^|\s)[0-9a-f]{7,12}\.\.\.?[0-9a-f]{7,12}\s+[\w./-]+\s+->\s+[\w./-]+/;

// A cheap look first: a slash, a tab or git's name.
const PRECHECK = /\/|\t|\bgit\b|[0-9a-f]\.\.[0-9a-f]/;

/** Gate 9: git's output in any language. Expects the canonical form. */
export function hasGitOutput(text: string): boolean {
  if (!PRECHECK.test(text)) return false;
  if (REF_UPDATE.test(text) || PROGRESS.test(text)) return true;
  // A status lists its files one per line: two file lines are output on their own.
  let signs = Math.min(2, text.match(FILE_LINE)?.length ?? 0);
  if (signs >= 2) return true;
  for (const re of [QUOTED_REMOTE, HINT, BRANCH_LINE]) if (re.test(text) && (signs += 1) >= 2) return true;
  return false;
}
