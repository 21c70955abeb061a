import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarViewProps } from './snackbar';

/** The app layout's snackbar: MUI, bottom right, coloured by type. */
export function MuiSnackbarView({ state, onClose, onExited }: SnackbarViewProps) {
  return (
    <Snackbar
      open={state.visible}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert severity={state.type} variant="filled" sx={{ width: '100%', minWidth: 280 }}>
        {state.message}
      </Alert>
    </Snackbar>
  );
}
