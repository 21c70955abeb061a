import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import type { CaseStaff } from '@cmt/contract/endpoints/cases';
import { usePatternsTranslation } from '../../../kit/use-patterns-translation';
import { useCaseStaff } from '../api/list-case-staff';
import { useCasesTranslation } from '../hooks/use-cases-translation';

interface AssignDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  /** Who holds the case now (the picker starts there). */
  current?: CaseStaff | null;
  busy: boolean;
  onSubmit: (assigneeId: number | null) => void;
  onClose: () => void;
}

/** Picks a staff member who works cases (typed name or email, listCaseStaff), or nobody. */
export function AssignDialog({
  open,
  title,
  message,
  current = null,
  busy,
  onSubmit,
  onClose,
}: AssignDialogProps) {
  const { t } = useCasesTranslation();
  const patterns = usePatternsTranslation().t;
  const titleId = useId();
  const [picked, setPicked] = useState<CaseStaff | null>(current);
  const [nobody, setNobody] = useState(false);
  const [text, setText] = useState('');
  const staff = useCaseStaff(text.trim(), open && !nobody);
  const options = staff.data?.items ?? [];
  const ready = nobody || picked !== null;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{
        transition: {
          onExited: () => {
            setPicked(current);
            setNobody(false);
            setText('');
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {message && <DialogContentText>{message}</DialogContentText>}
          <Autocomplete<CaseStaff>
            options={picked && !options.some((o) => o.id === picked.id) ? [picked, ...options] : options}
            value={picked}
            disabled={nobody}
            onChange={(_, value) => setPicked(value)}
            inputValue={text}
            onInputChange={(_, value) => setText(value)}
            filterOptions={(all) => all}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            getOptionLabel={(option) => option.name}
            loading={staff.isFetching}
            loadingText={t('assign.loading')}
            noOptionsText={t('assign.noMatch')}
            renderOption={(props, option) => (
              <li {...props} key={option.id}>
                <Stack>
                  <bdi>{option.name}</bdi>
                  <bdi dir="ltr" style={{ fontSize: '0.8em', opacity: 0.8 }}>
                    {option.email}
                  </bdi>
                </Stack>
              </li>
            )}
            renderInput={(params) => (
              <TextField {...params} label={t('assign.staff')} helperText={t('assign.staffHint')} autoFocus />
            )}
          />
          <FormControlLabel
            control={<Checkbox checked={nobody} onChange={(event) => setNobody(event.target.checked)} />}
            label={t('assign.nobody')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {patterns('confirm.cancel')}
        </Button>
        <Button
          variant="contained"
          loading={busy}
          disabled={!ready}
          onClick={() => onSubmit(nobody ? null : (picked?.id ?? null))}
        >
          {t('assign.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
