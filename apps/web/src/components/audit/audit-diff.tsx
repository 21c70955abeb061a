import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@cmt/contract/endpoints/audit';
import { useAuditEntryTranslation } from './use-audit-entry-translation';

type Flat = Map<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ a: { b: 1 } }` as `a.b → 1`: each leaf on a row of its own, lists kept whole. */
function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (isObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0 && prefix) out.set(prefix, value);
    for (const key of keys) flatten(value[key], prefix ? `${prefix}.${key}` : key, out);
  } else if (value !== null && value !== undefined) out.set(prefix || '—', value);
  return out;
}

const shown = (value: unknown): string => {
  if (value === undefined || value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
};

export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields an entry's before and after differ in (a creation: every field after; a removal: every
 * field before). A read's reason and reference are shown apart, not as changed fields.
 */
export function diffRows(
  entry: Pick<AuditEntry, 'before' | 'after'>,
  omit: readonly string[] = [],
): DiffRow[] {
  const before = flatten(entry.before);
  const after = flatten(entry.after);
  const fields = [...new Set([...after.keys(), ...before.keys()])].filter((field) => !omit.includes(field));
  return fields
    .filter((field) => JSON.stringify(before.get(field)) !== JSON.stringify(after.get(field)))
    .map((field) => ({ field, before: before.get(field), after: after.get(field) }));
}

const readText = (after: unknown, key: 'reason' | 'reference'): string | null =>
  isObject(after) && typeof after[key] === 'string' ? after[key] : null;

/** An entry's before and after as a diff: field, the old value struck through, the new value. */
export function AuditDiff({ entry }: { entry: Pick<AuditEntry, 'kind' | 'before' | 'after'> }) {
  const { t } = useAuditEntryTranslation();
  const reason = entry.kind === 'read' ? readText(entry.after, 'reason') : null;
  const reference = entry.kind === 'read' ? readText(entry.after, 'reference') : null;
  const rows = diffRows(entry, entry.kind === 'read' ? ['reason', 'reference'] : []);
  const hasBefore = rows.some((row) => row.before !== undefined);
  return (
    <Box>
      {reason !== null && (
        <Typography variant="body2" data-testid="audit-reason">
          <strong>{t('diff.reason')}:</strong> <bdi>{reason}</bdi>
          {reference !== null && (
            <>
              {' · '}
              <strong>{t('diff.reference')}:</strong> <bdi>{reference}</bdi>
            </>
          )}
        </Typography>
      )}
      {rows.length === 0 && reason === null && (
        <Typography variant="body2" color="text.secondary">
          {t('diff.nothing')}
        </Typography>
      )}
      {rows.length > 0 && (
        <Table
          size="small"
          aria-label={t('diff.label')}
          // A long value (a URL, a list of keys) wraps within its column rather than widening the trail
          // past the screen's edge (the right in English, the left in Arabic): a fixed layout shares
          // the width the trail gives the column, and only a word longer than its cell is broken.
          sx={{
            tableLayout: 'fixed',
            width: '100%',
            '& td, & th': { px: 1, py: 0.25 },
            '& td': { overflowWrap: 'anywhere' },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('diff.field')}</TableCell>
              {hasBefore && <TableCell>{t('diff.before')}</TableCell>}
              <TableCell>{t('diff.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.field}>
                <TableCell sx={{ fontFamily: 'monospace' }}>
                  <bdi>{row.field}</bdi>
                </TableCell>
                {hasBefore && (
                  <TableCell
                    sx={{
                      color: 'error.main',
                      textDecoration: row.before === undefined ? 'none' : 'line-through',
                    }}
                  >
                    <bdi>{shown(row.before)}</bdi>
                  </TableCell>
                )}
                <TableCell sx={{ color: 'success.main' }}>
                  <bdi>{shown(row.after)}</bdi>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
