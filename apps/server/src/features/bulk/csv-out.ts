/**
 * One CSV cell: a value a spreadsheet would run as a formula (starts with = + - @, tab or carriage
 * return) gets a leading apostrophe, then the cell is quoted when it needs to be.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null)[]): string => `${cells.map(csvCell).join(',')}\r\n`;
