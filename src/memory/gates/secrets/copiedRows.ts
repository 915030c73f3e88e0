// Rows copied from a spreadsheet or a CSV file (gate 9): a bank statement's line, an expense sheet's row, an export
// of a table, pasted as they are ("03/14/2026\tCostco\tGroceries\t$214.37\tReconciled",
// "14.03.2026;Heizöl;1.250,00 €;überwiesen"). A spreadsheet puts a tab between cells and a CSV file a semicolon or a
// comma with no space after it; prose does neither. A row takes four cells or more and a value among them (a date or a
// number; a CSV row a whole cell that is a date), so a list of names copied from a column header ("Datum\tLaden\tBetrag")
// or typed with tabs ("Favourite bands:\tBlur\tPulp\tSuede") still passes. Input is canonical.

const MIN_CELLS = 4;
// A cell that is a date; the first cell may keep the label the row was pasted after ("Row from the sheet: 03/14/2026").
const DATE_CELL = /(?:^|\s)\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;
const LETTER = /\p{L}/u;

const cellsOf = (line: string, separator: string | RegExp): string[] =>
  line
    .split(separator)
    .map((cell) => cell.trim())
    .filter((cell) => cell.length > 0);

// Three cells are a row too when one is a date ("14/03/2026\tNetflix\t-15,49").
function isTabRow(line: string): boolean {
  const cells = cellsOf(line, '\t');
  if (cells.length >= MIN_CELLS && cells.some((cell) => /\d/.test(cell))) return true;
  return cells.length === MIN_CELLS - 1 && cells.some((cell) => DATE_CELL.test(cell));
}

// A CSV line: cells split at a semicolon, or at a comma no space follows (a decimal comma stands between digits).
function isCsvRow(line: string): boolean {
  const separator = line.includes(';') ? ';' : /(?<!\d),(?!\s)|(?<=\d),(?=[^\s\d])/u;
  const cells = cellsOf(line, separator);
  return cells.length >= MIN_CELLS && cells.some((cell) => DATE_CELL.test(cell)) && cells.some((cell) => LETTER.test(cell));
}

// A cheap look first: a tab, or a date with a separator of a CSV cell beside it.
const CSV_DATE = /(?:^|[;,\s])\d{1,4}[./-]\d{1,2}[./-]\d{1,4}(?:[;,]|$)/m;

/** Gate 9: a spreadsheet or CSV row pasted as it was copied. Expects the canonical form. */
export function hasCopiedRow(text: string): boolean {
  const tabs = text.includes('\t');
  if (!tabs && !CSV_DATE.test(text)) return false;
  return text.split('\n').some((line) => (line.includes('\t') ? isTabRow(line) : isCsvRow(line)));
}
