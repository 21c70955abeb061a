import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type PointerSensorOptions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
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
import { useRef, useState, type Key, type PointerEvent, type ReactNode } from 'react';
import { usePatternsTranslation } from './use-patterns-translation';

export interface OrderedPickerLabels<T> {
  /** Accessible name of the list. */
  list: string;
  empty: ReactNode;
  moveUp: (item: T) => string;
  moveDown: (item: T) => string;
  remove: (item: T) => string;
  /** Accessible name of the drag handle. */
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
 * Mouse and pen only: touch goes to the TouchSensor below (press and hold), so a finger sliding
 * over a handle still scrolls the page. Without this the pointer sensor, first to hear a touch,
 * would take it.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: PointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

/**
 * An ordered list the user arranges with @dnd-kit: drag a row by its handle with the mouse, by
 * touch (press and hold the handle, then drag) or by keyboard (focus the handle, Space or Enter,
 * the arrow keys, Space or Enter again; Escape cancels), each step announced to screen readers.
 * Every row also has move up / move down / remove buttons, their moves announced through a polite
 * live region. Adding items is the caller's job.
 */
export function OrderedPicker<T>({
  items,
  onChange,
  getKey,
  renderItem,
  labels,
  disabled,
}: OrderedPickerProps<T>) {
  const { t } = usePatternsTranslation();
  const [announcement, setAnnouncement] = useState('');
  // A drag starts over its own row: that first "over" would only repeat the pick-up.
  const startedOver = useRef(false);
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit wants string or number ids; keys are unique, so their text is too.
  const ids = items.map((item) => String(getKey(item)));
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = moveItem(items, from, to);
    onChange(next);
    setAnnouncement(labels.moved(next[to] as T, to + 1, next.length));
  };

  const total = items.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      startedOver.current = true;
      return t('ordered.pickedUp', { position: indexOf(active.id) + 1, total });
    },
    onDragOver: ({ active, over }) => {
      const first = startedOver.current;
      startedOver.current = false;
      if (first && over?.id === active.id) return undefined;
      return over ? t('ordered.over', { position: indexOf(over.id) + 1, total }) : t('ordered.outside');
    },
    onDragEnd: ({ active, over }) => {
      const from = indexOf(active.id);
      const to = over ? indexOf(over.id) : from;
      return from === to || to < 0
        ? t('ordered.droppedInPlace', { position: from + 1, total })
        : labels.moved(items[from] as T, to + 1, total);
    },
    onDragCancel: ({ active }) => t('ordered.cancelled', { position: indexOf(active.id) + 1, total }),
  };

  const drop = ({ active, over }: DragEndEvent) => {
    if (over) move(indexOf(active.id), indexOf(over.id));
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
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={drop}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('ordered.instructions') },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
            <Stack component="ol" aria-label={labels.list} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((item, index) => (
                <SortableRow
                  key={ids[index]}
                  id={ids[index]!}
                  handleLabel={labels.drag(item)}
                  roleDescription={t('ordered.handle')}
                  disabled={disabled}
                >
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
                </SortableRow>
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      {/* Read by screen readers, never seen: the shell's 1px visually-hidden class. (In sx a bare
          width: 1 means 100%: an invisible page-wide box, and a horizontal scrollbar.) */}
      <div aria-live="polite" className="cmt-visually-hidden">
        {announcement}
      </div>
    </Box>
  );
}

/** One row: follows the drag (translate only, never scaled), dragged by its handle alone. */
function SortableRow({
  id,
  handleLabel,
  roleDescription,
  disabled,
  children,
}: {
  id: string;
  handleLabel: string;
  roleDescription: string;
  disabled: boolean | undefined;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, attributes: { roleDescription } });
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 4 : undefined,
        borderColor: isDragging ? 'primary.main' : undefined,
      }}
    >
      <Tooltip title={handleLabel}>
        {/* The tooltip needs a live child even when dragging is off: a span holds the button. */}
        <span>
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            {...attributes}
            {...listeners}
            aria-label={handleLabel}
            disabled={disabled}
            disableRipple
            sx={{
              cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab',
              // Page scrolling stays possible over the handle; a press and hold starts the drag.
              touchAction: 'manipulation',
            }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {children}
    </Paper>
  );
}
