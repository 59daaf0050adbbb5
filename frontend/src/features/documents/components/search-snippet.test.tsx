import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchSnippet } from './search-snippet';

describe('SearchSnippet', () => {
  it('marks the matched words and keeps the rest as plain text, in order', () => {
    render(
      <SearchSnippet
        segments={[
          { text: 'A ', match: false },
          { text: 'binary', match: true },
          { text: ' tree has at most two ', match: false },
          { text: 'children', match: true },
          { text: '.', match: false },
        ]}
      />,
    );
    const snippet = screen.getByTestId('search-snippet');
    expect(snippet).toHaveTextContent('A binary tree has at most two children.');
    const marks = snippet.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['binary', 'children']);
  });

  it('says which page the passage is on when the search knows it (issue 28)', () => {
    const { rerender } = render(<SearchSnippet segments={[{ text: 'deadlock', match: true }]} page={7} />);
    expect(screen.getByTestId('snippet-page')).toHaveTextContent('page 7');
    expect(screen.getByTestId('search-snippet')).toHaveTextContent('page 7deadlock');
    rerender(<SearchSnippet segments={[{ text: 'deadlock', match: true }]} />);
    expect(screen.queryByTestId('snippet-page')).toBeNull();
  });

  it('shows HTML in the passage as text, never as markup', () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>';
    render(
      <SearchSnippet
        segments={[
          { text: hostile, match: false },
          { text: '<em>match</em>', match: true },
        ]}
      />,
    );
    const snippet = screen.getByTestId('search-snippet');
    expect(snippet).toHaveTextContent(`${hostile}<em>match</em>`);
    expect(snippet.querySelector('img, script, b, em')).toBeNull();
    expect(within(snippet).getByText('<em>match</em>').tagName).toBe('MARK');
  });

  it('renders nothing for an empty passage', () => {
    const { container } = render(<SearchSnippet segments={[{ text: '  ', match: false }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
