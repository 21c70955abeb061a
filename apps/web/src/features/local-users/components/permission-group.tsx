import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { PermissionKey } from '@cmt/contract/permissions';
import type { PermissionTexts } from './use-permission-texts';

interface PermissionGroupProps {
  title: string;
  selectAllLabel: string;
  keys: PermissionKey[];
  selected: ReadonlySet<PermissionKey>;
  onChange: (keys: PermissionKey[], on: boolean) => void;
  texts: (key: PermissionKey) => PermissionTexts;
  /** "Key: {{key}}" in the UI language. */
  keyLine: (key: PermissionKey) => string;
}

/**
 * One area's permissions: a select-all checkbox (indeterminate when partly chosen) over them, each
 * with its label, the screens it opens and, last and smaller, the key tokens carry.
 */
export function PermissionGroup({
  title,
  selectAllLabel,
  keys,
  selected,
  onChange,
  texts,
  keyLine,
}: PermissionGroupProps) {
  const chosen = keys.filter((key) => selected.has(key)).length;
  return (
    <Box role="group" aria-label={title}>
      <FormControlLabel
        label={
          <Typography variant="subtitle2">
            {title} · {selectAllLabel} ({chosen}/{keys.length})
          </Typography>
        }
        control={
          <Checkbox
            size="small"
            checked={chosen === keys.length}
            indeterminate={chosen > 0 && chosen < keys.length}
            onChange={(event) => onChange(keys, event.target.checked)}
          />
        }
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 2,
          paddingInlineStart: 3.5,
        }}
      >
        {keys.map((key) => {
          const { label, opens } = texts(key);
          return (
            <FormControlLabel
              key={key}
              sx={{ minWidth: 0, alignItems: 'flex-start', mb: 1 }}
              label={
                <Box sx={{ pt: 0.75 }}>
                  <Typography variant="body2">{label}</Typography>
                  <Typography variant="caption" component="div" color="text.secondary">
                    {opens}
                  </Typography>
                  <Typography
                    variant="caption"
                    component="div"
                    color="text.secondary"
                    sx={{ wordBreak: 'break-all', opacity: 0.8 }}
                  >
                    {keyLine(key)}
                  </Typography>
                </Box>
              }
              control={
                <Checkbox
                  size="small"
                  checked={selected.has(key)}
                  onChange={(event) => onChange([key], event.target.checked)}
                />
              }
            />
          );
        })}
      </Box>
    </Box>
  );
}
