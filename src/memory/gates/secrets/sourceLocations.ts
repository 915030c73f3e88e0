import { cued } from '../cueScan';
import type { TextTest } from '../caseless';
import { canonicalize } from '../canonical';

// Where a program stopped, in the words of any language (gate 9): a source file and a line number are what compilers,
// interpreters and linters print, never what a person keeps about themself. "main.c:10:7", "Program.cs(12,34)",
// "src/main.c ligne 42", "Fehler in Zeile 42 von src/main.c", "Ошибка в строке 12 файла main.go", "main.c 第42行",
// "main.c の 42 行目", "main.c 42번째 줄". A file alone ("writes his scripts in one main.py") or a line alone (a poem's
// line) is no location. And a database client echoes the statement it failed on under its own line label, in the
// language of its messages ("LINE 1: SELECT …", "ZEILE 1: SELECT …", "СТРОКА 1: SELECT …"). Input is canonical.

// Source and configuration files of common languages and build tools (not documents or media).
const EXTENSION = String.raw`(?:c|h|cc|cpp|cxx|hpp|hh|cs|vb|fs|java|kt|kts|scala|groovy|gradle|go|rs|py|pyw|rb|php|js|mjs|cjs|jsx|ts|mts|cts|tsx|vue|svelte|swift|m|mm|dart|lua|pl|pm|sh|bash|zsh|ps1|sql|ex|exs|erl|hs|ml|r|jl|zig|nim|css|scss|less|html|xml|yaml|yml|toml|json|ini|cfg|tf|proto)`;
const FILE = String.raw`(?<![\p{L}\p{N}_.-])[\p{L}\p{N}_./\\-]{0,80}[\p{L}\p{N}_-]\.${EXTENSION}(?![\p{L}\p{N}_])`;
// The word for a line before its number, or the number before a word that closes it (Japanese, Korean).
const LINE_BEFORE = String.raw`(?:(?<![\p{L}])(?:line|ligne|zeile|l[ií]nea|linha|riga|строк\p{L}{0,2}|рядок|рядку)\s*\d+|第\s*\d+\s*行)`;
const LINE_AFTER = String.raw`\d+\s*(?:行目|번째\s*줄|번\s*줄|줄|행)`;
const LINE = `(?:${LINE_BEFORE}|${LINE_AFTER})`;

const LOCATIONS: readonly TextTest[] = [
  // Compiler style: "main.c:10:7", "app.py:42", MSBuild's "Program.cs(12,34)".
  new RegExp(String.raw`${FILE}(?::\d+(?::\d+)?(?![\d.:/])|\(\d+(?:,\d+)?\))`, 'u'),
  // The file, then a few words, then the line; or the line, then a few words, then the file.
  new RegExp(canonicalize(String.raw`${FILE}[^\n.!?。！？]{0,16}?${LINE}|${LINE}[^\n.!?。！？]{0,24}?${FILE}`), 'iu'),
  // A database client's echo of the failed statement under its line label.
  new RegExp(
    canonicalize(
      String.raw`(?:^|\n)\s*(?:LINE|ZEILE|LIGNE|L[IÍ]NEA|LINHA|RIGA|СТРОКА|行)\s*\d+\s*[:：]\s*(?:SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|WITH|FROM|WHERE|BEGIN|COMMIT|GRANT|CALL|EXPLAIN)\b`,
    ),
    'u',
  ),
].map(cued);

/** Gate 9: a source file with the line a program stopped at, or a database client's echo of a statement. */
export const hasSourceLocation = (canonical: string): boolean => LOCATIONS.some((re) => re.test(canonical));
