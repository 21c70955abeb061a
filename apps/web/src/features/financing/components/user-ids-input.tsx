import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { latinDigits } from '@cmt/contract/digits';
import { MAX_USERS_PER_CALL } from '@cmt/contract/endpoints/financing';
import { MAX_ID } from '@cmt/contract/fields';
import { useFinancingTranslation } from '../hooks/use-financing-translation';

/**
 * The user ids in pasted text or a file (one per cell or line, any separator, the Arabic comma too),
 * each once; the rest is reported. Arabic-Indic digits read as 0-9, as every id field of the contract does.
 */
export function parseUserIds(text: string): { ids: number[]; ignored: string[] } {
  const ids = new Set<number>();
  const ignored: string[] = [];
  for (const token of latinDigits(text)
    .split(/[\s,،;]+/)
    .filter(Boolean)) {
    const clean = token.replace(/^["']|["']$/g, '');
    if (/^\d{1,10}$/.test(clean) && Number(clean) >= 1 && Number(clean) <= MAX_ID) ids.add(Number(clean));
    else ignored.push(clean);
  }
  return { ids: [...ids], ignored };
}

/** Where staff paste user ids or load them from a CSV or text file, with how many were understood. */
export function UserIdsInput({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useFinancingTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { ids, ignored } = parseUserIds(value);
  const tooMany = ids.length > MAX_USERS_PER_CALL;
  return (
    <Stack spacing={1}>
      <TextField
        label={t('users.label')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={3}
        maxRows={8}
        helperText={t('users.help')}
        error={tooMany}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
        >
          {t('users.load')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          hidden
          aria-label={t('users.load')}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (file) onChange([value.trim(), await file.text()].filter(Boolean).join('\n'));
            event.target.value = '';
          }}
        />
        <Typography variant="body2" data-testid="user-id-count">
          {t('users.count', { count: ids.length })}
        </Typography>
        {tooMany && (
          <Typography variant="body2" color="error">
            {t('users.tooMany', { max: MAX_USERS_PER_CALL })}
          </Typography>
        )}
      </Stack>
      {ignored.length > 0 && (
        <Typography variant="caption" color="warning.main">
          {t('users.ignored', { values: ignored.slice(0, 5).join(', ') + (ignored.length > 5 ? '…' : '') })}
        </Typography>
      )}
    </Stack>
  );
}
