import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { PermissionKey } from '@cmt/contract/permissions';
import { useErrorText } from '../../../kit/form/use-error-text';
import { useLocalUsersTranslation } from '../hooks/use-local-users-translation';
import { permissionGroups } from './permission-groups';
import { PermissionGroup } from './permission-group';
import { usePermissionTexts } from './use-permission-texts';
import { usePermissionTranslation } from '../../../kit/permissions/use-permission-translation';

interface PermissionPickerProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

/**
 * Every contract permission, grouped by area, each group with its own select-all; each one named in
 * the UI language with the screens it opens; the filter finds a label, a screen or a key.
 */
export function PermissionPicker<T extends FieldValues>({ control, name }: PermissionPickerProps<T>) {
  const { t } = useLocalUsersTranslation();
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText()(fieldState.error);
  const permissions = usePermissionTranslation();
  const texts = usePermissionTexts();
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLocaleLowerCase();
  const matches = (key: PermissionKey) => {
    const { label, opens } = texts(key);
    return [key, label, opens].some((text) => text.toLocaleLowerCase().includes(wanted));
  };
  const selected = new Set<PermissionKey>(field.value ?? []);
  const total = permissionGroups.reduce((sum, group) => sum + group.keys.length, 0);
  const visibleGroups = permissionGroups
    .map((group) => ({
      ...group,
      keys: group.keys.filter(matches),
    }))
    .filter((group) => group.keys.length > 0);

  const change = (keys: PermissionKey[], on: boolean) => {
    const next = new Set(selected);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    // Keep contract order so saved lists are stable.
    field.onChange(permissionGroups.flatMap((group) => group.keys).filter((key) => next.has(key)));
  };

  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} fullWidth>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <FormLabel component="legend">{t('fields.permissions')}</FormLabel>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('selectedOf', { selected: selected.size, total })}
        </Typography>
      </Stack>
      <TextField
        size="small"
        type="search"
        label={t('fields.filterPermissions')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ mb: 1.5 }}
      />
      <Paper variant="outlined" sx={{ maxHeight: 360, overflowY: 'auto', p: 1.5 }}>
        <Stack spacing={1.5}>
          {visibleGroups.map((group) => (
            <PermissionGroup
              key={group.id}
              title={t(`groups.${group.id}`)}
              selectAllLabel={t('selectAll')}
              keys={group.keys}
              selected={selected}
              onChange={change}
              texts={texts}
              // The key runs left to right as a whole inside a right-to-left line.
              keyLine={(key) => permissions.t('key', { key: `\u2066${key}\u2069` })}
            />
          ))}
        </Stack>
      </Paper>
      {errorText && <FormHelperText>{errorText}</FormHelperText>}
    </FormControl>
  );
}
