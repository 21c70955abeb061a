import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedCallback } from './use-debounced-callback';
import { usePatternsTranslation } from './use-patterns-translation';

interface SearchFieldProps {
  /** The committed search (from the URL). */
  value: string;
  onChange: (value: string) => void;
  label?: string;
  delay?: number;
}

/** Search box that commits what is typed after a pause, so the URL and API see one change. */
export function SearchField({ value, onChange, label, delay = 350 }: SearchFieldProps) {
  const { t } = usePatternsTranslation();
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // The URL changed from outside (back button, link): show what it says.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }
  const send = (next: string) => {
    // Remember what we sent, so the URL echoing it back does not overwrite what is being typed.
    setCommitted(next.trim());
    onChange(next.trim());
  };
  const commit = useDebouncedCallback(send, delay);

  return (
    <TextField
      size="small"
      // A text input with the searchbox role: type="search" would add the browser's own clear
      // button next to ours (two clear buttons). Escape clears, as it does in a native search box.
      type="text"
      label={label ?? t('toolbar.search')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        commit(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && text) {
          setText('');
          send('');
        }
      }}
      sx={{ minWidth: 240 }}
      slotProps={{
        htmlInput: { role: 'searchbox', enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={t('toolbar.clearSearch')}
                onClick={() => {
                  setText('');
                  send('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
