import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { strings } from '@/config/strings';
import type { SnippetSegment } from '../types';

/**
 * A search result's passage with the matched words highlighted. The text comes from uploaded
 * PDFs, so it is rendered only as React text nodes (never as HTML). At most three lines, so a
 * long passage does not push the next card off a phone's screen. `page`: the page of the PDF the
 * passage is on, when known ("page 7" in front of it, issue 28).
 */
export function SearchSnippet({ segments, page }: { segments: readonly SnippetSegment[]; page?: number }) {
  if (segments.every((segment) => segment.text.trim() === '')) return null;
  return (
    <Typography
      component="p"
      data-testid="search-snippet"
      sx={{
        mt: 0.75,
        mb: 0.5,
        color: 'text.secondary',
        fontSize: '0.875rem',
        lineHeight: 1.5,
        overflowWrap: 'anywhere',
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {page === undefined ? null : (
        <Box component="span" data-testid="snippet-page" sx={{ fontWeight: 600, color: 'text.primary', mr: 0.75 }}>
          {strings.feed.snippetPage(page)}
        </Box>
      )}
      {segments.map((segment, index) =>
        segment.match ? (
          // The segments never reorder: their position is their identity.
          <Box
            key={index}
            component="mark"
            sx={{
              bgcolor: 'rgba(250, 204, 21, 0.45)',
              color: 'text.primary',
              fontWeight: 600,
              borderRadius: '3px',
              px: '2px',
            }}
          >
            {segment.text}
          </Box>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Typography>
  );
}
