import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SUGGEST_DEBOUNCE_MS } from '@/config/constants';
import { strings } from '@/config/strings';
import { logFailure } from '@/lib/log-failure';
import { getSuggestions, MAX_SUGGEST_LENGTH } from '../api/get-suggestions';
import type { Suggestion } from '../types';

const FEED_TEXT = strings.feed;

export interface SearchSuggestBoxProps {
  value: string;
  /** Every keystroke: the feed searches as today. */
  onChange: (value: string) => void;
  /** A suggestion chosen (click, or Enter on the highlighted one). */
  onChoose: (suggestion: Suggestion) => void;
  /** Where suggestions come from (the API by default; a test passes its own). */
  fetchSuggestions?: (q: string, signal: AbortSignal) => Promise<Suggestion[]>;
}

/**
 * The feed's search box with suggestions under it (issue 28), in the ARIA combobox pattern: the
 * input is the combobox, the list a listbox whose highlighted option is named by
 * aria-activedescendant, so focus stays in the box. Arrow keys move through the list (wrapping),
 * Enter chooses the highlighted suggestion (with none highlighted, Enter leaves the search as
 * typed), Escape closes the list. Suggestions are asked for after a pause in typing
 * (SUGGEST_DEBOUNCE_MS); a newer keystroke cancels the request still on its way.
 */
export function SearchSuggestBox({
  value,
  onChange,
  onChoose,
  fetchSuggestions = getSuggestions,
}: SearchSuggestBoxProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const typed = useRef(false);

  // What the box shows: its own copy of what was typed. The feed's `value` comes back from the
  // address a render or more after each keystroke; showing it would put back a stale value while a
  // fast typist is a key ahead, and the next key would be lost ("operatng" typed, "oertg" kept).
  // A `value` the box did not send (a chip removed, Reset Filters, Back) replaces the copy.
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  /** Values sent since `value` last caught up with the box. */
  const [sent, setSent] = useState<readonly string[]>([]);
  if (value !== shownValue) {
    setShownValue(value);
    if (value === draft) setSent([]);
    else if (!sent.includes(value)) {
      setSent([]);
      setDraft(value);
    }
  }

  useEffect(() => {
    const q = draft.trim();
    if (!focused || !typed.current || q === '' || q.length > MAX_SUGGEST_LENGTH) {
      setSuggestions([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchSuggestions(q, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setSuggestions(found);
          setActive(-1);
          setOpen(true);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) logFailure('Loading suggestions failed', error);
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [draft, focused, fetchSuggestions]);

  const expanded = open && suggestions.length > 0;

  const choose = (suggestion: Suggestion) => {
    typed.current = false;
    setOpen(false);
    setSuggestions([]);
    setActive(-1);
    onChoose(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      const count = suggestions.length;
      setActive((current) => {
        const next = (expanded ? current : -1) + step;
        return next >= count ? 0 : next < 0 ? count - 1 : next;
      });
    } else if (event.key === 'Enter') {
      const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
      if (chosen) {
        event.preventDefault();
        choose(chosen);
      } else {
        setOpen(false);
      }
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Box sx={{ position: 'relative', mb: 2 }}>
      <TextField
        type="search"
        label={FEED_TEXT.searchLabel}
        // The hint sits under the box (a placeholder only shows once focused, and is cut short on a phone).
        helperText={FEED_TEXT.searchHint}
        value={draft}
        onChange={(event) => {
          typed.current = true;
          const typedValue = event.target.value;
          setDraft(typedValue);
          setSent((values) => [...values, typedValue]);
          onChange(typedValue);
        }}
        onFocus={() => {
          setFocused(true);
        }}
        onBlur={() => {
          setFocused(false);
          setOpen(false);
        }}
        fullWidth
        slotProps={{
          htmlInput: {
            maxLength: 200,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-activedescendant': expanded && active >= 0 ? `${listId}-${String(active)}` : undefined,
            autoComplete: 'off',
            onKeyDown,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Paper
        elevation={4}
        sx={{
          display: expanded ? 'block' : 'none',
          position: 'absolute',
          zIndex: (theme) => theme.zIndex.modal - 1,
          top: 56,
          left: 0,
          right: 0,
          maxHeight: 360,
          overflowY: 'auto',
        }}
      >
        <Box
          component="ul"
          id={listId}
          role="listbox"
          aria-label={FEED_TEXT.suggestions}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {suggestions.map((suggestion, index) => (
            <Box
              component="li"
              key={`${suggestion.kind}-${suggestion.id}`}
              id={`${listId}-${String(index)}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the box would lose focus (and close the list) first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
              onMouseEnter={() => {
                setActive(index);
              }}
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'baseline',
                px: 2,
                py: 1.25,
                minHeight: 44,
                cursor: 'pointer',
                bgcolor: index === active ? 'action.selected' : undefined,
              }}
            >
              <Typography component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {suggestion.label}
              </Typography>
              <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem', flexShrink: 0 }}>
                {FEED_TEXT.suggestionKind[suggestion.kind]}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
