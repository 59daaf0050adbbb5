import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import {
  FEED_FETCH_DEBOUNCE_MS,
  FEED_SKELETON_COUNT,
  INFINITE_SCROLL_THRESHOLD,
  SCROLL_THROTTLE_MS,
} from '@/config/constants';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { useCatalogue } from '../api/get-catalogue';
import { EMPTY_FILTERS, getFeedPage, type FeedFilters } from '../api/get-documents';
import { catalogueOptions } from '../lib/catalogue-options';
import { viewerSlug } from '../lib/viewer-state';
import type { DocumentItem } from '../types';
import { DocumentCard, DocumentCardSkeleton } from './document-card';
import { SelectField } from './select-field';
import { logFailure } from '@/lib/log-failure';

const FEED_TEXT = strings.feed;

/** Appends a page, skipping documents already listed (spec §4: no duplicates by _id). */
export const mergeById = (current: DocumentItem[], next: DocumentItem[]): DocumentItem[] => {
  const seen = new Set(current.map((doc) => doc._id));
  return [...current, ...next.filter((doc) => !seen.has(doc._id) && seen.add(doc._id))];
};

interface FeedState {
  docs: DocumentItem[];
  nextPage: string | null;
  hasNextPage: boolean;
  loading: boolean;
}

const START: FeedState = { docs: [], nextPage: null, hasNextPage: true, loading: true };

const FILTER_KEYS = ['college', 'branch', 'course', 'subject'] as const;

/**
 * The /feed list (spec §2, §4): four filters and 'Reset Filters'; pages load as the reader
 * scrolls past 0.8 of the page (scroll handler throttled to 150 ms, fetches debounced 300 ms).
 * On phones the four filters fold behind a 'Filters' button that counts the active ones, so the
 * first results show on the first screen.
 */
export function DocumentFeed() {
  const [filters, setFilters] = useState<FeedFilters>(EMPTY_FILTERS);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = FILTER_KEYS.filter((key) => filters[key] !== '').length;
  const [state, setState] = useState<FeedState>(START);
  const catalogue = useCatalogue();
  const options = catalogueOptions(catalogue.data, filters);
  const generation = useRef(0);
  const inFlight = useRef(false);
  const debounceTimer = useRef<number | undefined>(undefined);

  const load = useCallback((next: FeedFilters, nextPage: string | null) => {
    const ticket = generation.current;
    inFlight.current = true;
    setState((s) => ({ ...s, loading: true }));
    getFeedPage(next, nextPage ?? undefined).then(
      (page) => {
        if (ticket !== generation.current) return;
        // A transition: React renders the page's cards in slices of a few milliseconds, yielding
        // between them, instead of one task (60–100 ms for 20 cards with the CPU slowed 4×, part of
        // /feed's total blocking time, issue 12). The commit that shows them is still one step.
        // inFlight stays set until that commit (the effect below): until then the state still
        // holds the old nextPage, and a scroll must not ask for the same page again.
        startTransition(() => {
          setState((s) => ({
            docs: mergeById(s.docs, page.docs),
            nextPage: page.nextPage,
            hasNextPage: page.hasNextPage && page.nextPage !== null,
            loading: false,
          }));
        });
      },
      (error: unknown) => {
        logFailure('Loading the feed failed', error);
        if (ticket !== generation.current) return;
        setState((s) => ({ ...s, hasNextPage: false, loading: false }));
      },
    );
  }, []);

  // Any filter change clears the list (changeFilters) and refetches, debounced. The first page
  // of a visit has nothing to coalesce with: it is fetched at once (issue 12: 300 ms off /feed).
  const opened = useRef(false);
  useEffect(() => {
    generation.current += 1;
    inFlight.current = true;
    window.clearTimeout(debounceTimer.current);
    debounceTimer.current = window.setTimeout(
      () => {
        opened.current = true;
        load(filters, null);
      },
      opened.current ? FEED_FETCH_DEBOUNCE_MS : 0,
    );
    return () => {
      window.clearTimeout(debounceTimer.current);
    };
  }, [filters, load]);

  const stateRef = useRef(state);
  const filtersRef = useRef(filters);
  useEffect(() => {
    stateRef.current = state;
    filtersRef.current = filters;
    // A page has landed or failed (load's update committed): the next one may be asked for.
    if (!state.loading) inFlight.current = false;
  }, [state, filters]);

  const maybeLoadMore = useCallback(() => {
    const current = stateRef.current;
    if (inFlight.current || !current.hasNextPage || current.nextPage === null) return;
    const scrolled = window.scrollY + window.innerHeight;
    if (scrolled >= document.documentElement.scrollHeight * INFINITE_SCROLL_THRESHOLD) {
      load(filtersRef.current, current.nextPage);
    }
  }, [load]);

  useEffect(() => {
    let last = 0;
    let trailing: number | undefined;
    const onScroll = () => {
      const now = Date.now();
      window.clearTimeout(trailing);
      if (now - last >= SCROLL_THROTTLE_MS) {
        last = now;
        maybeLoadMore();
      } else {
        trailing = window.setTimeout(maybeLoadMore, SCROLL_THROTTLE_MS);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(trailing);
    };
  }, [maybeLoadMore]);

  // A short page may not scroll at all: check again after each page lands.
  useEffect(() => {
    if (!state.loading) maybeLoadMore();
  }, [state.loading, state.docs.length, maybeLoadMore]);

  const changeFilters = (next: FeedFilters) => {
    setState(START);
    setFilters(next);
  };

  const setFilter = (key: Exclude<keyof FeedFilters, 'q'>) => (value: string) => {
    const next = { ...filters, [key]: value };
    // Children no longer fit a new parent.
    if (key === 'college') Object.assign(next, { course: '', branch: '', subject: '' });
    if (key === 'course') Object.assign(next, { branch: '', subject: '' });
    if (key === 'branch') Object.assign(next, { subject: '' });
    changeFilters(next);
  };

  const firstLoad = state.loading && state.docs.length === 0;

  return (
    <Box>
      <TextField
        type="search"
        label={FEED_TEXT.searchLabel}
        // The hint sits under the box (a placeholder only shows once focused, and is cut short
        // on a phone).
        helperText={FEED_TEXT.searchHint}
        value={filters.q}
        onChange={(event) => {
          changeFilters({ ...filters, q: event.target.value });
        }}
        fullWidth
        sx={{ mb: 2 }}
        slotProps={{
          htmlInput: { maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {phone && (
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-expanded={filtersOpen}
          aria-controls="feed-filters"
          onClick={() => {
            setFiltersOpen((open) => !open);
          }}
          sx={{ mb: 3 }}
        >
          {activeFilters > 0 ? FEED_TEXT.filtersActive(activeFilters) : FEED_TEXT.filters}
        </Button>
      )}
      <Collapse in={!phone || filtersOpen}>
        <Box
          id="feed-filters"
          component="section"
          aria-label="Filters"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr) auto' },
            mb: 4,
          }}
        >
          <SelectField
            label="College"
            value={filters.college}
            options={options.colleges}
            onChange={setFilter('college')}
            emptyLabel="All colleges"
          />
          <SelectField
            label="Branch"
            value={filters.branch}
            options={options.branches}
            onChange={setFilter('branch')}
            emptyLabel="All branches"
          />
          <SelectField
            label="Course"
            value={filters.course}
            options={options.courses}
            onChange={setFilter('course')}
            emptyLabel="All courses"
          />
          <SelectField
            label="Subject"
            value={filters.subject}
            options={options.subjects}
            onChange={setFilter('subject')}
            emptyLabel="All subjects"
          />
          <Button
            variant="outlined"
            onClick={() => {
              changeFilters(EMPTY_FILTERS);
            }}
          >
            {FEED_TEXT.resetFilters}
          </Button>
        </Box>
      </Collapse>

      {!firstLoad && state.docs.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <SearchOffIcon role="img" aria-label="Nothing found" sx={{ fontSize: 96, color: 'text.disabled' }} />
          <Typography sx={{ mt: 2, fontSize: '1.2rem' }}>{FEED_TEXT.empty}</Typography>
        </Box>
      ) : (
        <Grid container spacing={3} component="section" aria-label="Documents" aria-busy={state.loading}>
          {state.docs.map((doc) => (
            <Grid key={doc._id} size={{ xs: 12, sm: 6, md: 4 }}>
              <DocumentCard doc={doc} to={paths.feed.document.getHref(viewerSlug(doc.title))} />
            </Grid>
          ))}
          {state.loading &&
            Array.from({ length: FEED_SKELETON_COUNT }, (_, index) => (
              <Grid key={`skeleton-${String(index)}`} size={{ xs: 12, sm: 6, md: 4 }}>
                <DocumentCardSkeleton />
              </Grid>
            ))}
        </Grid>
      )}
      {!state.loading && !state.hasNextPage && state.docs.length > 0 && (
        <Typography sx={{ textAlign: 'center', mt: 5, color: 'text.secondary' }}>{FEED_TEXT.end}</Typography>
      )}
    </Box>
  );
}
