import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { AffiliateMerchantSummary } from '@cmt/contract/endpoints/affiliate';
import { useBilingual } from '../../../kit/use-bilingual';
import { useDebouncedCallback } from '../../../kit/use-debounced-callback';
import { useMerchantLookup } from '../api/lookup-affiliate-merchants';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';

interface MerchantAdderProps {
  /** Merchants already chosen are left out of the suggestions. */
  chosen: readonly AffiliateMerchantSummary[];
  onAdd: (merchant: AffiliateMerchantSummary) => void;
  disabled?: boolean;
}

/** A search box over active affiliate merchants; picking one hands it to onAdd and clears the box. */
export function MerchantAdder({ chosen, onAdd, disabled }: MerchantAdderProps) {
  const { t } = useAffiliateTranslation();
  const pick = useBilingual();
  const [text, setText] = useState('');
  const [input, setInput] = useState('');
  const search = useDebouncedCallback(setText, 250);
  const lookup = useMerchantLookup(text);
  const taken = new Set(chosen.map((merchant) => merchant.id));
  return (
    <Autocomplete
      value={null}
      inputValue={input}
      options={(lookup.data ?? []).filter((merchant) => !taken.has(merchant.id) && merchant.isActive)}
      filterOptions={(all) => all}
      getOptionLabel={(merchant) => `#${merchant.id} ${pick(merchant.nameEn, merchant.nameAr)}`}
      onChange={(_, merchant) => {
        if (merchant) onAdd(merchant);
        setInput('');
      }}
      onInputChange={(_, value, reason) => {
        if (reason === 'reset') return;
        setInput(value);
        search(value);
      }}
      loading={lookup.isFetching}
      disabled={disabled}
      blurOnSelect
      renderInput={(params) => (
        <TextField {...params} label={t('popular.add')} helperText={t('popular.addHelp')} />
      )}
    />
  );
}
