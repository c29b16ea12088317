import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ComuneSuggestion } from '../../api/lookups-api';
import { lookupsApi } from '../../api/lookups-api';
import { FieldFrame } from '../fields';
import { useDebounced } from './use-debounced';

// The comune field: a text input that suggests comuni from the server as the customer types (WAI-ARIA
// combobox with a listbox popup, list autocomplete with manual selection). Typing stays free: the
// server checks the comune and province on Next, so a comune missing from the suggestions can still
// be written by hand.

const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function stillMatching(comuni: ComuneSuggestion[], typed: string): ComuneSuggestion[] {
  const text = fold(typed);
  return comuni.filter((c) => fold(c.nome).includes(text) || c.cap.includes(typed));
}

export function ComuneCombobox({
  name,
  label,
  hint,
  onChoose,
}: {
  name: string;
  label: string;
  hint?: string;
  /** a suggestion was chosen; `typed` is what the customer had written (a CAP, perhaps) */
  onChoose(comune: ComuneSuggestion, typed: string): void;
}) {
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ name });
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  // the list opens on typing only: a prefilled or chosen comune shows no suggestions
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = String(value ?? '');
  const typed = text.trim();
  const q = useDebounced(open ? typed : '', DEBOUNCE_MS);
  const searching = open && q.length >= MIN_CHARS && typed.length >= MIN_CHARS;
  const lookup = useQuery({
    queryKey: ['lookups', 'comuni', q.toLowerCase()],
    queryFn: ({ signal }) => lookupsApi.comuni(q, signal),
    enabled: searching,
    staleTime: Infinity,
    retry: false,
    // while the next answer is on its way the previous suggestions stay (no flicker as one types)
    placeholderData: keepPreviousData,
  });
  // answers to an earlier text (before the pause, or the previous search) show only the comuni that
  // still match what is written, so Enter never picks one the customer has typed past
  const stale = lookup.isPlaceholderData || q !== typed;
  const options = !searching ? [] : stale ? stillMatching(lookup.data ?? [], typed) : (lookup.data ?? []);
  const expanded = open && options.length > 0;
  const current = expanded && active >= 0 && active < options.length ? active : -1;

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends on id only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  function choose(comune: ComuneSuggestion) {
    onChange(comune.nome);
    setOpen(false);
    setActive(-1);
    onChoose(comune, typed);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!options.length) {
          if (typed.length >= MIN_CHARS) setOpen(true);
          return;
        }
        e.preventDefault();
        const down = e.key === 'ArrowDown';
        setOpen(true);
        if (!expanded) setActive(down ? 0 : options.length - 1);
        else
          setActive(down ? (current + 1) % options.length : current <= 0 ? options.length - 1 : current - 1);
        return;
      }
      case 'Enter': {
        if (!expanded) return; // the form submits
        e.preventDefault();
        const chosen = current >= 0 ? options[current] : undefined;
        if (chosen) choose(chosen);
        else setOpen(false);
        return;
      }
      case 'Escape':
        if (expanded) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  }

  const error = fieldState.error?.message ? t(fieldState.error.message) : null;
  const noMatch = searching && lookup.isSuccess && !stale && options.length === 0;
  // what a sighted customer reads under the field, and a screen reader hears (polite status)
  const message = !searching
    ? null
    : lookup.isError
      ? t('indirizzo_fornitura.comune_unavailable')
      : noMatch
        ? t('indirizzo_fornitura.comune_none', { q })
        : null;
  const describedBy =
    [hint && `${id}-hint`, message && `${id}-status`, error && `${id}-error`].filter(Boolean).join(' ') ||
    undefined;

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className="combobox">
      <div className="combobox__anchor">
        <input
          id={id}
          ref={ref}
          name={name}
          value={text}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          className="field__input"
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            onBlur();
          }}
        />
        {/* a press on the list must not take the focus from the input (it would close the list first) */}
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="combobox__list"
          hidden={!expanded}
          onMouseDown={(e) => e.preventDefault()}
        >
          {options.map((c, i) => (
            // the keyboard works on the input (aria-activedescendant); options are for pointer and touch
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={c.codiceIstat}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              className="combobox__option"
              onClick={() => choose(c)}
            >
              <span className="combobox__name">{c.nome}</span>
              <span className="combobox__province">
                {c.nomeProvincia} ({c.provincia})
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-status`} role="status" className="combobox__status">
        {expanded ? (
          <span className="combobox__sr">
            {options.length === 1
              ? t('indirizzo_fornitura.comune_found_single')
              : t('indirizzo_fornitura.comune_found_several', { n: options.length })}
          </span>
        ) : (
          message
        )}
      </p>
    </FieldFrame>
  );
}
