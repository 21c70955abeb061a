import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { MAX_SEARCH_IDS } from '@cmt/contract/endpoints/offers';
import { useDebouncedCallback } from '../../../kit/use-debounced-callback';
import { useOffersTranslation } from '../hooks/use-offers-translation';
import { parseOfferIds } from '../offer-ids';

interface OfferIdsFilterProps {
  /** The committed filter: comma-separated ids from the URL, '' for none. */
  value: string;
  onChange: (ids: string) => void;
}

const shown = (ids: string) => ids.split(',').filter(Boolean).join(', ');
// Each wrong part keeps its own direction inside a sentence of the other direction.
const isolated = (part: string) => `\u2068${part}\u2069`;

/**
 * The regular offers' `ids` filter (docs/requirements.md §P3/§P5): ids pasted separated by commas, spaces or new lines,
 * sent after a pause once every part is an id. While one is not, the list keeps its filter and the
 * field names the parts it cannot read.
 */
export function OfferIdsFilter({ value, onChange }: OfferIdsFilterProps) {
  const { t } = useOffersTranslation();
  const [text, setText] = useState(shown(value));
  // The filter as last seen in the URL, and what this field sent that the URL has not shown yet:
  // the URL echoing what was sent leaves the typed text as it is (Arabic digits, new lines).
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  if (value !== seen) {
    setSeen(value);
    if (value === sent) setSent(null);
    // The URL changed from outside (Back, a link, Clear): show what it says.
    else setText(shown(value));
  }
  const send = useDebouncedCallback((ids: string) => {
    setSent(ids);
    onChange(ids);
  }, 400);
  const { ids, invalid } = parseOfferIds(text);
  const error =
    invalid.length > 0
      ? t('ids.invalid', { parts: invalid.slice(0, 5).map(isolated).join(', ') })
      : ids.length > MAX_SEARCH_IDS
        ? t('ids.tooMany', { max: MAX_SEARCH_IDS })
        : undefined;

  return (
    <TextField
      size="small"
      multiline
      maxRows={4}
      label={t('ids.label')}
      placeholder={t('ids.placeholder')}
      value={text}
      error={error !== undefined}
      helperText={error ?? t('ids.help')}
      onChange={(event) => {
        setText(event.target.value);
        const next = parseOfferIds(event.target.value);
        if (next.invalid.length === 0 && next.ids.length <= MAX_SEARCH_IDS) send(next.ids.join(','));
      }}
      sx={{ width: 300 }}
      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
    />
  );
}
