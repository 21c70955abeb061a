import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { affiliateBannerInput } from '@cmt/contract/endpoints/affiliate';
import { OrderedPicker } from '../../../kit/ordered-picker';
import { usePatternsTranslation } from '../../../kit/use-patterns-translation';
import { readFieldMessage } from '@cmt/contract/field-messages';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';

export interface BannerDraft {
  /** A stable key for the list (an image can appear twice). */
  key: string;
  imageKey: string;
  imageUrl: string;
  link: string;
  isActive: boolean;
}

/** The link's problem, translated, or null: the contract's own rule, checked as the user types. */
export function useLinkProblem() {
  const patterns = usePatternsTranslation();
  return (link: string): string | null => {
    const parsed = affiliateBannerInput.shape.link.safeParse(link);
    if (parsed.success) return null;
    const known = readFieldMessage(parsed.error.issues[0]?.message ?? '');
    return known ? patterns.t(`validation.${known.key}`, known.params) : patterns.t('validation.invalid');
  };
}

interface BannersEditorProps {
  banners: BannerDraft[];
  onChange: (banners: BannerDraft[]) => void;
  /** Problems the server found, by banner index. */
  serverErrors: Record<number, string>;
  disabled?: boolean;
}

/** The banners in order: image, link and active per banner; drag, buttons or Alt+arrows to reorder. */
export function BannersEditor({ banners, onChange, serverErrors, disabled }: BannersEditorProps) {
  const { t } = useAffiliateTranslation();
  const linkProblem = useLinkProblem();
  const numberOf = (banner: BannerDraft) => banners.indexOf(banner) + 1;
  const update = (banner: BannerDraft, change: Partial<BannerDraft>) =>
    onChange(banners.map((item) => (item === banner ? { ...item, ...change } : item)));
  return (
    <OrderedPicker
      items={banners}
      onChange={onChange}
      getKey={(banner) => banner.key}
      disabled={disabled}
      labels={{
        list: t('banners.listLabel'),
        empty: t('banners.empty'),
        moveUp: (b) => t('banners.moveUp', { number: numberOf(b) }),
        moveDown: (b) => t('banners.moveDown', { number: numberOf(b) }),
        remove: (b) => t('banners.remove', { number: numberOf(b) }),
        drag: (b) => t('banners.drag', { number: numberOf(b) }),
        moved: (_, position, count) => t('banners.moved', { position, count }),
      }}
      renderItem={(banner) => {
        const index = banners.indexOf(banner);
        const problem = (banner.link && linkProblem(banner.link)) || serverErrors[index] || null;
        return (
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'center' }, py: 1 }}
          >
            <Box
              component="img"
              src={banner.imageUrl}
              alt={t('banners.banner', { number: index + 1 })}
              sx={{ width: 180, height: 60, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
            />
            <TextField
              size="small"
              label={t('banners.link')}
              value={banner.link}
              onChange={(event) => update(banner, { link: event.target.value })}
              error={Boolean(problem)}
              helperText={problem}
              disabled={disabled}
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr', 'aria-label': `${t('banners.link')} ${index + 1}` } }}
            />
            <FormControlLabel
              label={t('banners.isActive')}
              control={
                <Switch
                  checked={banner.isActive}
                  onChange={(event) => update(banner, { isActive: event.target.checked })}
                  disabled={disabled}
                  slotProps={{ input: { 'aria-label': `${t('banners.isActive')} ${index + 1}` } }}
                />
              }
            />
          </Stack>
        );
      }}
    />
  );
}
