import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { PermissionKey } from '@cmt/contract/permissions';

interface PermissionGroupProps {
  title: string;
  selectAllLabel: string;
  keys: PermissionKey[];
  selected: ReadonlySet<PermissionKey>;
  onChange: (keys: PermissionKey[], on: boolean) => void;
}

/** One prefix group: a select-all checkbox (indeterminate when partly chosen) over its keys. */
export function PermissionGroup({ title, selectAllLabel, keys, selected, onChange }: PermissionGroupProps) {
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
        {keys.map((key) => (
          <FormControlLabel
            key={key}
            sx={{ minWidth: 0 }}
            label={
              <Typography variant="body2" dir="ltr" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {key}
              </Typography>
            }
            control={
              <Checkbox
                size="small"
                checked={selected.has(key)}
                onChange={(event) => onChange([key], event.target.checked)}
              />
            }
          />
        ))}
      </Box>
    </Box>
  );
}
