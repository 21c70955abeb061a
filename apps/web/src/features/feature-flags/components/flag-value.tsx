import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlagValue as Value } from '@cmt/contract/endpoints/feature-flags';
import { useFlagsTranslation } from '../hooks/use-flags-translation';

const SHOWN_ITEMS = 3;

/** A flag's value shown by its type: on/off chip, number, text, or a few list chips. */
export function FlagValue({ value }: { value: Value }) {
  const { t } = useFlagsTranslation();
  if (typeof value === 'boolean') {
    return (
      <Chip
        size="small"
        label={value ? t('on') : t('off')}
        color={value ? 'success' : 'default'}
        variant="outlined"
      />
    );
  }
  if (typeof value === 'number') {
    return <Typography sx={{ fontFamily: 'monospace' }}>{value}</Typography>;
  }
  if (typeof value === 'string') {
    return (
      <Typography variant="body2" noWrap title={value} sx={{ maxWidth: 280 }} dir="auto">
        {value}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {value.slice(0, SHOWN_ITEMS).map((item, index) => (
        <Chip key={`${index}-${item}`} size="small" label={item} dir="auto" />
      ))}
      {value.length > SHOWN_ITEMS && (
        <Chip size="small" variant="outlined" label={t('more', { count: value.length - SHOWN_ITEMS })} />
      )}
    </Stack>
  );
}
