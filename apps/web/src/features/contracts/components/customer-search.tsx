import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useSearchCustomers } from '../api/search-customers';
import type { Brand } from '../brand';
import { useContractsTranslation } from '../hooks/use-contracts-translation';

/** Finds a customer by national id, mobile number or name; choosing one opens their application. */
export function CustomerSearch({ brand, onSelect }: { brand: Brand; onSelect(userId: number): void }) {
  const { t } = useContractsTranslation();
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const search = useSearchCustomers(brand, q);
  const tooShort = q !== '' && q.trim().length < 2;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(input.trim());
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} role="search">
        <TextField
          label={t('search.label')}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          size="small"
          fullWidth
          error={tooShort}
          helperText={tooShort ? t('search.tooShort') : undefined}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ whiteSpace: 'nowrap' }}>
          {t('search.button')}
        </Button>
      </Stack>
      {search.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('search.failed')}
        </Alert>
      )}
      {search.data && search.data.items.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('search.none', { q })}
        </Alert>
      )}
      {search.data && search.data.items.length > 0 && (
        <List aria-label={t('search.results')} dense sx={{ mt: 1 }}>
          {search.data.items.map((item) => (
            <ListItemButton key={item.userId} onClick={() => onSelect(item.userId)}>
              <ListItemText
                primary={item.fullName || `#${item.userId}`}
                secondary={
                  <bdi dir="ltr">
                    {[`#${item.userId}`, item.documentNumberMasked, item.phone].filter(Boolean).join(' · ')}
                  </bdi>
                }
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}
