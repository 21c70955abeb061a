import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (and its list) loads on first use, outside every page's bundle.
const SearchDialog = lazy(() => import('./search-dialog'));

/** Whether a key press lands in a place that takes text (then "/" is typed, not a shortcut). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The app bar's search: a button, and the keys "/" (outside text fields) and Ctrl+K / ⌘K anywhere. */
export function SearchButton() {
  // The app bar's words are the shell's (`common`): the customers strings come with the dialog.
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target);
      if (!ctrlK && !slash) return;
      event.preventDefault();
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Tooltip title={t('appBar.searchShortcut')}>
        <IconButton
          color="inherit"
          aria-label={t('appBar.search')}
          aria-keyshortcuts="/ Control+K"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          sx={{ flexShrink: 0 }}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
