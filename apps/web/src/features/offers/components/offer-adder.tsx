import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { OfferHit } from '@cmt/contract/endpoints/offers';
import { useDebouncedCallback } from '../../../kit/use-debounced-callback';
import { useLanguage } from '../../../lib/i18n';
import { useOfferLookup } from '../api/lookup-offers';
import { useOffersTranslation } from '../hooks/use-offers-translation';

interface OfferAdderProps {
  /** Offers already chosen are left out of the suggestions. */
  chosen: readonly OfferHit[];
  onAdd: (offer: OfferHit) => void;
  disabled?: boolean;
}

/** A search box over live offers; picking one hands it to onAdd and clears the box. */
export function OfferAdder({ chosen, onAdd, disabled }: OfferAdderProps) {
  const { t } = useOffersTranslation();
  const { language } = useLanguage();
  const [text, setText] = useState('');
  const [input, setInput] = useState('');
  const search = useDebouncedCallback(setText, 250);
  const lookup = useOfferLookup(text);
  const taken = new Set(chosen.map((offer) => offer.id));
  const titleOf = (offer: OfferHit) =>
    `#${offer.id} ${language.startsWith('ar') ? offer.titleAr : offer.titleEn}`;

  return (
    <Autocomplete
      value={null}
      inputValue={input}
      options={(lookup.data ?? []).filter((offer) => !taken.has(offer.id))}
      filterOptions={(all) => all}
      getOptionLabel={titleOf}
      onChange={(_, offer) => {
        if (offer) onAdd(offer);
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
        <TextField {...params} label={t('ordered.add')} helperText={t('ordered.addHelp')} />
      )}
    />
  );
}
