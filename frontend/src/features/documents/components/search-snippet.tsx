import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SnippetSegment } from '../types';

/**
 * A search result's passage with the matched words highlighted. The text comes from uploaded
 * PDFs, so it is rendered only as React text nodes (never as HTML). At most three lines, so a
 * long passage does not push the next card off a phone's screen.
 */
export function SearchSnippet({ segments }: { segments: readonly SnippetSegment[] }) {
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
