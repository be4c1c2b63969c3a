// Reading CSV text into a grid of cells, as RFC 4180 describes it: fields in double quotes may
// hold the separator, line breaks and doubled quotes (""), lines end in CRLF, LF or CR, and a
// byte-order mark at the start is dropped. Files from European spreadsheets separate fields with
// semicolons (their decimal mark is a comma), and some exports use tabs: the separator is the one
// of comma, semicolon and tab that occurs most often, outside quotes, on the first line.
// Lines with nothing in them are skipped, so a trailing newline adds no row.

export type CsvSeparator = ',' | ';' | '\t';

export interface CsvGrid {
  readonly separator: CsvSeparator;
  readonly rows: readonly (readonly string[])[];
}

const SEPARATORS: readonly CsvSeparator[] = [',', ';', '\t'];

/** The separator the first line uses most often outside quotes; a comma when it has none. */
export function detectSeparator(text: string): CsvSeparator {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvSeparator = ',';
  for (const separator of SEPARATORS) {
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  }
  return best;
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

export function parseCsv(input: string): CsvGrid {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (!isBlank(row)) rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === separator) endField();
    else if (char === '\r') {
      if (text[i + 1] === '\n') i++;
      endRow();
    } else if (char === '\n') endRow();
    else field += char;
  }
  endRow();
  return { separator, rows };
}
