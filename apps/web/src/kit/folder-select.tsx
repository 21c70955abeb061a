import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

interface FolderSelectProps<F extends string> {
  label: ReactNode;
  helperText?: ReactNode;
  folders: readonly F[];
  value: F;
  /** Each folder's translated name. */
  nameOf: (folder: F) => string;
  onChange: (folder: F) => void;
}

/** The storage folder an image is uploaded to (docs/requirements.md §P3: banner, offer logo and merchant logo folders). */
export function FolderSelect<F extends string>({
  label,
  helperText,
  folders,
  value,
  nameOf,
  onChange,
}: FolderSelectProps<F>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value as F)}
      sx={{ maxWidth: 320 }}
    >
      {folders.map((option) => (
        <MenuItem key={option} value={option}>
          {nameOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
