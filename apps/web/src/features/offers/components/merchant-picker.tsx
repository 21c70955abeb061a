import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDebouncedCallback } from '../../../kit/use-debounced-callback';
import { useLanguage } from '../../../lib/i18n';
import { useMerchantLookup } from '../api/lookup-merchants';
import { useOffersTranslation } from '../hooks/use-offers-translation';

export interface MerchantOption {
  id: number;
  nameEn: string;
  nameAr: string;
}

interface MerchantPickerProps {
  value: MerchantOption | null;
  onChange: (merchant: MerchantOption | null) => void;
  error?: string | undefined;
  disabled?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** Searchable merchant autocomplete against the merchants lookup (English or Arabic name). */
export function MerchantPicker({ value, onChange, error, disabled, inputRef }: MerchantPickerProps) {
  const { t } = useOffersTranslation();
  const { language } = useLanguage();
  const arabic = language.startsWith('ar');
  const [text, setText] = useState('');
  const search = useDebouncedCallback((next: string) => setText(next), 250);
  const lookup = useMerchantLookup(text, null);
  const nameOf = (merchant: MerchantOption) => (arabic ? merchant.nameAr : merchant.nameEn);
  const options = lookup.data ?? [];

  return (
    <Autocomplete
      value={value}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(all) => all}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_, merchant) => onChange(merchant)}
      onInputChange={(_, input, reason) => {
        if (reason === 'input') search(input);
      }}
      loading={lookup.isFetching}
      noOptionsText={t('form.noMerchants')}
      disabled={disabled}
      renderOption={({ key, ...props }, option) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}
        >
          <span>{nameOf(option)}</span>
          <Typography variant="body2" color="text.secondary" component="span" dir="auto">
            {arabic ? option.nameEn : option.nameAr}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={t('form.merchant')}
          required
          error={Boolean(error)}
          helperText={error ?? t('form.merchantHelp')}
        />
      )}
    />
  );
}
