import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState, type Key, type ReactNode } from 'react';

export interface OrderedPickerLabels<T> {
  /** Accessible name of the list. */
  list: string;
  empty: ReactNode;
  moveUp: (item: T) => string;
  moveDown: (item: T) => string;
  remove: (item: T) => string;
  drag: (item: T) => string;
  /** Announced to screen readers after a move. */
  moved: (item: T, position: number, count: number) => string;
}

interface OrderedPickerProps<T> {
  items: readonly T[];
  onChange: (items: T[]) => void;
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  labels: OrderedPickerLabels<T>;
  disabled?: boolean;
}

const moveItem = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
};

/**
 * An ordered list the user arranges by native drag and drop or by keyboard: every row has move
 * up / move down / remove buttons, and Alt+ArrowUp / Alt+ArrowDown on a focused row moves it.
 * Each move is announced through a polite live region. Adding items is the caller's job.
 */
export function OrderedPicker<T>({
  items,
  onChange,
  getKey,
  renderItem,
  labels,
  disabled,
}: OrderedPickerProps<T>) {
  const dragFrom = useRef<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef<(HTMLLIElement | null)[]>([]);

  const move = (from: number, to: number, focus = false) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = moveItem(items, from, to);
    onChange(next);
    setAnnouncement(labels.moved(next[to] as T, to + 1, next.length));
    if (focus) requestAnimationFrame(() => rows.current[to]?.focus());
  };

  return (
    // Positioned, so the hidden live region below (100% of its containing block) measures the
    // picker, not the page: otherwise it overflowed the page and opened a horizontal scrollbar.
    <Box sx={{ position: 'relative' }}>
      {items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
          {labels.empty}
        </Paper>
      ) : (
        <Stack component="ol" aria-label={labels.list} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item, index) => (
            <Paper
              key={getKey(item)}
              component="li"
              variant="outlined"
              ref={(element: HTMLLIElement | null) => {
                rows.current[index] = element;
              }}
              tabIndex={0}
              draggable={!disabled}
              aria-roledescription="sortable item"
              onDragStart={(event) => {
                dragFrom.current = index;
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(event) => {
                if (dragFrom.current === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setDropTarget(index);
              }}
              onDragLeave={() => setDropTarget((current) => (current === index ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                if (dragFrom.current !== null) move(dragFrom.current, index);
                dragFrom.current = null;
                setDropTarget(null);
              }}
              onDragEnd={() => {
                dragFrom.current = null;
                setDropTarget(null);
              }}
              onKeyDown={(event) => {
                if (disabled || !event.altKey || event.target !== event.currentTarget) return;
                if (event.key === 'ArrowUp') move(index, index - 1, true);
                else if (event.key === 'ArrowDown') move(index, index + 1, true);
                else return;
                event.preventDefault();
              }}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1,
                py: 0.5,
                borderColor: dropTarget === index ? 'primary.main' : undefined,
                borderStyle: dropTarget === index ? 'dashed' : undefined,
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
              }}
            >
              <Tooltip title={labels.drag(item)}>
                <DragIndicatorIcon
                  aria-hidden
                  sx={{ color: 'text.secondary', cursor: disabled ? 'default' : 'grab' }}
                />
              </Tooltip>
              <Typography component="span" sx={{ minInlineSize: 28, fontWeight: 600 }} aria-hidden>
                {index + 1}
              </Typography>
              <Box sx={{ flex: 1, minWidth: 0 }}>{renderItem(item)}</Box>
              <IconButton
                size="small"
                aria-label={labels.moveUp(item)}
                disabled={disabled || index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={labels.moveDown(item)}
                disabled={disabled || index === items.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={labels.remove(item)}
                disabled={disabled}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Paper>
          ))}
        </Stack>
      )}
      {/* Read by screen readers, never seen: the shell's 1px visually-hidden class. (In sx a bare
          width: 1 means 100%: an invisible page-wide box, and a horizontal scrollbar.) */}
      <div aria-live="polite" className="cmt-visually-hidden">
        {announcement}
      </div>
    </Box>
  );
}
