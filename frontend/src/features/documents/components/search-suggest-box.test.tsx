import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '../types';
import { SearchSuggestBox } from './search-suggest-box';

const SUGGESTIONS: Suggestion[] = [
  { kind: 'subject', id: 's1', label: 'Operating Systems (CS301)', href: '/feed?subject=Operating+Systems' },
  { kind: 'course', id: 'c1', label: 'Operations Research', href: '/feed?course=Operations+Research' },
  { kind: 'document', id: 'd1', label: 'Operating systems endsem', href: '/feed/Operatingsystemsendsem?id=d1' },
];

function Harness(props: {
  fetchSuggestions: (q: string, signal: AbortSignal) => Promise<Suggestion[]>;
  onChoose: (s: Suggestion) => void;
}) {
  const [value, setValue] = useState('');
  return <SearchSuggestBox value={value} onChange={setValue} {...props} />;
}

function setup() {
  const fetchSuggestions = vi.fn((_q: string, _signal: AbortSignal) => Promise.resolve(SUGGESTIONS));
  const onChoose = vi.fn();
  render(<Harness fetchSuggestions={fetchSuggestions} onChoose={onChoose} />);
  const box = screen.getByRole('combobox', { name: 'Search papers and notes' });
  return { box, fetchSuggestions, onChoose };
}

async function typeAndOpen(box: HTMLElement, text: string) {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  await screen.findByRole('listbox', { name: 'Suggestions' });
  await waitFor(() => {
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });
}

const activeLabel = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id)?.textContent;
};

describe('SearchSuggestBox', () => {
  it('keeps every key of a fast typist while the address is a key behind, and takes a value set from outside', () => {
    const props = { onChoose: vi.fn(), fetchSuggestions: () => Promise.resolve([]), onChange: vi.fn() };
    const { rerender } = render(<SearchSuggestBox value="" {...props} />);
    const box = screen.getByRole('combobox', { name: 'Search papers and notes' });
    fireEvent.change(box, { target: { value: 'o' } });
    fireEvent.change(box, { target: { value: 'op' } });
    // The address catches up one key at a time: the box does not go back to "o".
    rerender(<SearchSuggestBox value="o" {...props} />);
    expect(box).toHaveValue('op');
    fireEvent.change(box, { target: { value: 'ope' } });
    rerender(<SearchSuggestBox value="op" {...props} />);
    expect(box).toHaveValue('ope');
    rerender(<SearchSuggestBox value="ope" {...props} />);
    expect(props.onChange.mock.calls.map(([v]) => v as string)).toEqual(['o', 'op', 'ope']);
    // Reset Filters (or a chip, or Back) sets it from outside.
    rerender(<SearchSuggestBox value="" {...props} />);
    expect(box).toHaveValue('');
    rerender(<SearchSuggestBox value="heap" {...props} />);
    expect(box).toHaveValue('heap');
  });

  it('is a combobox that lists suggestions after a pause in typing', async () => {
    const { box, fetchSuggestions } = setup();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await typeAndOpen(box, 'oper');
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]?.[0]).toBe('oper');
    const listbox = screen.getByRole('listbox');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves with the arrow keys, wrapping at either end', async () => {
    const { box } = setup();
    await typeAndOpen(box, 'oper');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeLabel(box)).toContain('Operating Systems (CS301)');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeLabel(box)).toContain('Operating systems endsem');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeLabel(box)).toContain('Operating Systems (CS301)');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(activeLabel(box)).toContain('Operating systems endsem');
  });

  it('chooses the highlighted suggestion with Enter', async () => {
    const { box, onChoose } = setup();
    await typeAndOpen(box, 'oper');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(SUGGESTIONS[1]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves the search as typed on Enter with nothing highlighted', async () => {
    const { box, onChoose } = setup();
    await typeAndOpen(box, 'oper');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChoose).not.toHaveBeenCalled();
    expect(box).toHaveValue('oper');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, keeping what was typed', async () => {
    const { box, onChoose } = setup();
    await typeAndOpen(box, 'oper');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChoose).not.toHaveBeenCalled();
    expect(box).toHaveValue('oper');
  });

  it('chooses a suggestion by pointer', async () => {
    const { box, onChoose } = setup();
    await typeAndOpen(box, 'oper');
    fireEvent.mouseDown(screen.getByRole('option', { name: /Operating systems endsem/ }));
    expect(onChoose).toHaveBeenCalledWith(SUGGESTIONS[2]);
  });

  it('asks once per pause and cancels a request a newer keystroke made stale', async () => {
    const signals: AbortSignal[] = [];
    const pending: ((s: Suggestion[]) => void)[] = [];
    const fetchSuggestions = vi.fn(
      (_q: string, signal: AbortSignal) =>
        new Promise<Suggestion[]>((resolve) => {
          signals.push(signal);
          pending.push(resolve);
        }),
    );
    render(<Harness fetchSuggestions={fetchSuggestions} onChoose={vi.fn()} />);
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    // Three quick keystrokes: one request, for the last.
    for (const text of ['o', 'op', 'ope']) fireEvent.change(box, { target: { value: text } });
    await waitFor(() => {
      expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    });
    expect(fetchSuggestions.mock.calls[0]?.[0]).toBe('ope');
    // Typing on while it is on its way cancels it; its late answer is not shown.
    fireEvent.change(box, { target: { value: 'oper' } });
    expect(signals[0]?.aborted).toBe(true);
    pending[0]?.([SUGGESTIONS[2]]);
    await waitFor(() => {
      expect(fetchSuggestions).toHaveBeenCalledTimes(2);
    });
    pending[1]?.(SUGGESTIONS);
    await waitFor(() => {
      expect(screen.getAllByRole('option')).toHaveLength(3);
    });
  });
});
