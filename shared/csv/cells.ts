// Writing CSV (RFC 4180: comma-separated, CRLF line ends, fields in double quotes when they hold a
// quote, a separator or a line break), for the server's form export and the editor's analytics
// downloads alike.
//
// No cell may run as a formula (OWASP "CSV injection"): an apostrophe goes before a risky first
// character (= + - @, tab, carriage return, and their full-width forms ＝ ＋ － ＠, which some
// spreadsheets read as the same), where that character starts the cell or follows, after any
// spaces, a separator a spreadsheet might split the cell on (comma, semicolon, tab, line break):
// a program that ignores our quotes and splits "a;=cmd()" must still find text. Numbers are
// written as they are (a negative number stays a number), text goes through the guard.

const RISKY_START = new Set([
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
]);
const SEPARATORS = new Set([',', ';', '\t', '\r', '\n']);

/** The cell as a spreadsheet may safely read it (see the header). */
export function neutralizeCell(text: string): string {
  let out = '';
  let atStart = true;
  for (const char of text) {
    if (atStart && RISKY_START.has(char)) out += "'";
    out += char;
    if (SEPARATORS.has(char)) atStart = true;
    else if (char !== ' ') atStart = false;
  }
  return out;
}

/** A text cell, guarded and quoted when it needs to be. */
export function csvField(text: string): string {
  const safe = neutralizeCell(text);
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export type CsvCell = string | number;

const cell = (value: CsvCell) =>
  typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : csvField(value);

/** One line, CRLF included. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(cell).join(',')}\r\n`;
}

/** A whole file, with a byte-order mark so spreadsheets read it as UTF-8. */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map(csvLine).join('')}`;
}
