import { bulkColumns, type BulkFeature } from '@cmt/contract/endpoints/bulk';

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The template of a bulk kind: its header and one example row, from the contract's columns (UTF-8 with BOM so Excel reads Arabic). */
export function templateCsv(feature: BulkFeature): string {
  const columns = bulkColumns[feature];
  return `\uFEFF${columns.map((c) => c.name).join(',')}\r\n${columns.map((c) => cell(c.example)).join(',')}\r\n`;
}
