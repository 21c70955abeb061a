import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@cmt/contract/endpoints/audit';
import { useLanguage } from '../../lib/i18n';
import { usePermissionLabel } from '../permissions/use-permission-label';
import { formatValue, humanise, INTERNAL_FIELDS, setChange, type ValueWords } from './diff-values';
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

export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields an entry's before and after differ in (a creation: every field after; a removal: every
 * field before), internals left out (diff-values.ts). A read's reason and reference are shown apart.
 */
export function diffRows(
  entry: Pick<AuditEntry, 'before' | 'after'>,
  omit: readonly string[] = [],
): DiffRow[] {
  const before = flatten(entry.before);
  const after = flatten(entry.after);
  const fields = [...new Set([...after.keys(), ...before.keys()])].filter(
    (field) => !omit.includes(field) && !field.split('.').some((part) => INTERNAL_FIELDS.has(part)),
  );
  return fields
    .filter((field) => JSON.stringify(before.get(field)) !== JSON.stringify(after.get(field)))
    .map((field) => ({ field, before: before.get(field), after: after.get(field) }));
}

const readText = (after: unknown, key: 'reason' | 'reference'): string | null =>
  isObject(after) && typeof after[key] === 'string' ? after[key] : null;

/** Fields holding a set of permission keys: shown as what was added and removed, by label. */
const PERMISSION_FIELDS: ReadonlySet<string> = new Set(['permissions']);

/**
 * An entry's before and after as a diff, the one every screen shows (Audit trail, History panels,
 * Approvals): each changed field by its label in the UI language, the old value struck through,
 * the new value, formatted (diff-values.ts); a permission set as "Added: … / Removed: …".
 * `label` names the table (the Approvals card names it for a change not yet applied).
 */
export function AuditDiff({
  entry,
  label,
  beforeLabel,
}: {
  entry: Pick<AuditEntry, 'kind' | 'before' | 'after'>;
  label?: string;
  beforeLabel?: string;
}) {
  const { t, i18n } = useAuditEntryTranslation();
  const permissionLabel = usePermissionLabel();
  const { language } = useLanguage();
  const reason = entry.kind === 'read' ? readText(entry.after, 'reason') : null;
  const reference = entry.kind === 'read' ? readText(entry.after, 'reference') : null;
  const rows = diffRows(entry, entry.kind === 'read' ? ['reason', 'reference'] : []);
  const hasBefore = rows.some((row) => row.before !== undefined);
  const words: ValueWords = {
    language,
    yes: t('diff.yes'),
    no: t('diff.no'),
    word: (code) => (i18n.exists(`auditEntries:values.${code}`) ? t(`values.${code}`) : null),
  };
  const fieldLabel = (field: string): string =>
    field
      .split('.')
      .map((part, index, parts) => {
        const path = parts.slice(0, index + 1).join('.');
        if (i18n.exists(`auditEntries:fields.${path}`)) return t(`fields.${path}`);
        return i18n.exists(`auditEntries:fields.${part}`) ? t(`fields.${part}`) : humanise(part);
      })
      .join(' › ');
  const permissionList = (keys: string[]): string =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(keys.map(permissionLabel));
  return (
    <Box>
      {reason !== null && (
        <Typography variant="body2" data-testid="audit-reason">
          <strong>{t('diff.reason')}:</strong> <bdi>{words.word(reason) ?? reason}</bdi>
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
          aria-label={label ?? t('diff.label')}
          // A long value (a URL, a list of keys) wraps within its column rather than widening the trail
          // past the screen's edge (the right in English, the left in Arabic): a fixed layout shares
          // the width the trail gives the column, and only a word longer than its cell is broken.
          sx={{
            tableLayout: 'fixed',
            width: '100%',
            '& td, & th': { px: 1, py: 0.25 },
            '& td, & th[scope="row"]': { overflowWrap: 'anywhere' },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('diff.field')}</TableCell>
              {hasBefore && <TableCell>{beforeLabel ?? t('diff.before')}</TableCell>}
              <TableCell>{t('diff.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const leaf = row.field.split('.').pop() ?? row.field;
              const isSet =
                PERMISSION_FIELDS.has(leaf) && (Array.isArray(row.before) || Array.isArray(row.after));
              const { added, removed } = isSet
                ? setChange(row.before, row.after)
                : { added: [], removed: [] };
              return (
                <TableRow key={row.field}>
                  <TableCell component="th" scope="row">
                    {fieldLabel(row.field)}
                  </TableCell>
                  {isSet ? (
                    <TableCell colSpan={hasBefore ? 2 : 1} data-testid="diff-set">
                      {added.length > 0 && (
                        <Box sx={{ color: 'success.main' }}>
                          <strong>{t('diff.added')}:</strong> <bdi>{permissionList(added)}</bdi>
                        </Box>
                      )}
                      {removed.length > 0 && (
                        <Box sx={{ color: 'error.main' }}>
                          <strong>{t('diff.removed')}:</strong> <bdi>{permissionList(removed)}</bdi>
                        </Box>
                      )}
                    </TableCell>
                  ) : (
                    <>
                      {hasBefore && (
                        <TableCell
                          sx={{
                            color: 'error.main',
                            textDecoration: row.before === undefined ? 'none' : 'line-through',
                          }}
                        >
                          <bdi>{formatValue(row.field, row.before, words)}</bdi>
                        </TableCell>
                      )}
                      <TableCell sx={{ color: 'success.main' }}>
                        <bdi>{formatValue(row.field, row.after, words)}</bdi>
                      </TableCell>
                    </>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
