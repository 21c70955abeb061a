import { useState, type KeyboardEvent } from 'react';
import type { CaseStaff } from '@cmt/contract/endpoints/cases';
import { useCaseStaff } from '../api/list-case-staff';

/** The `@letters` being typed just before the caret (after the start or a space), or null. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|\s)@([\p{L}\p{N}._-]{1,40})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

/** The staff picked while writing whose `@Name` is still in the text: the note's `mentions`. */
export const mentionedIds = (text: string, picked: readonly CaseStaff[]): number[] => [
  ...new Set(picked.filter((staff) => text.includes(`@${staff.name}`)).map((staff) => staff.id)),
];

interface MentionState {
  text: string;
  caret: number;
  /** Escape closed the suggestions for this `@query`: they stay closed until the text changes. */
  dismissed: boolean;
  active: number;
}

/**
 * @mentions in a plain text field, as an ARIA combobox: typing `@` and letters lists the staff who
 * work cases (listCaseStaff) under the field; ArrowDown/ArrowUp move through them, Enter or Tab picks
 * one, Escape closes the list. A pick puts `@Name ` in the text in place of what was typed; the ids
 * of those still named in the text are the note's `mentions`.
 *
 *   const mention = useMentionAutocomplete(value, onChange, listboxId);
 *   <textarea {...mention.inputProps} /> {mention.open && <ul id={listboxId}>{mention.options…}</ul>}
 */
export function useMentionAutocomplete(text: string, setText: (text: string) => void, listboxId: string) {
  const [state, setState] = useState<MentionState>({ text, caret: text.length, dismissed: false, active: 0 });
  const [picked, setPicked] = useState<CaseStaff[]>([]);
  // The text changed from outside (a reset after saving): the caret goes to its end.
  const current = state.text === text ? state : { text, caret: text.length, dismissed: false, active: 0 };
  const at = mentionQueryAt(text, current.caret);
  const staff = useCaseStaff(at?.query ?? '', at !== null && !current.dismissed);
  const options = at && !current.dismissed ? (staff.data?.items ?? []) : [];
  const open = at !== null && !current.dismissed;
  const active = options.length === 0 ? -1 : Math.min(current.active, options.length - 1);
  const optionId = (index: number) => `${listboxId}-${index}`;

  const pick = (option: CaseStaff) => {
    if (!at) return;
    const inserted = `@${option.name} `;
    const next = text.slice(0, at.start) + inserted + text.slice(current.caret);
    const caret = at.start + inserted.length;
    setPicked((all) => (all.some((s) => s.id === option.id) ? all : [...all, option]));
    setState({ text: next, caret, dismissed: false, active: 0 });
    setText(next);
    return caret;
  };

  const track = (value: string, caret: number) => {
    setState({ text: value, caret, dismissed: false, active: 0 });
    if (value !== text) setText(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setState({ ...current, dismissed: true });
    } else if (options.length > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setState({ ...current, active: (active + step + options.length) % options.length });
    } else if (options.length > 0 && (event.key === 'Enter' || event.key === 'Tab') && active >= 0) {
      event.preventDefault();
      const caret = pick(options[active]!);
      const field = event.currentTarget as HTMLTextAreaElement;
      if (caret !== undefined) requestAnimationFrame(() => field.setSelectionRange?.(caret, caret));
    }
  };

  return {
    open,
    options,
    active,
    loading: staff.isFetching,
    optionId,
    pick,
    /** The ids to send as `mentions` (those picked and still named in the text). */
    mentions: mentionedIds(text, picked),
    /** Clears what was picked (after the note was saved). */
    reset: () => setPicked([]),
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open && options.length > 0,
      // The list exists only while it shows suggestions: no reference to an absent element.
      'aria-controls': open && options.length > 0 ? listboxId : undefined,
      'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
      onKeyDown,
      onSelect: (event: { currentTarget: HTMLTextAreaElement | HTMLInputElement }) => {
        const field = event.currentTarget;
        if (field.selectionStart !== current.caret || field.value !== current.text)
          track(field.value, field.selectionStart ?? field.value.length);
      },
    },
    /** The field's onChange: the text and where the caret is. */
    onChange: (value: string, caret: number | null) => track(value, caret ?? value.length),
  };
}
