import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useLanguage } from '../lib/i18n';

/** The arrow of every "Back to …" button: it points to where reading came from, right in a right-to-left page. */
export function BackIcon() {
  const { direction } = useLanguage();
  return direction === 'rtl' ? <ArrowForwardIcon /> : <ArrowBackIcon />;
}
