import FilterListIcon from '@mui/icons-material/FilterList';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  FEED_FETCH_DEBOUNCE_MS,
  FEED_SKELETON_COUNT,
  INFINITE_SCROLL_THRESHOLD,
  SCROLL_THROTTLE_MS,
} from '@/config/constants';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { useCatalogue } from '../api/get-catalogue';
import {
  EMPTY_FILTERS,
  FEED_FILTER_LEVELS,
  feedFiltersFrom,
  feedSearch,
  getFeedPage,
  type FeedFilterKey,
  type FeedFilters,
} from '../api/get-documents';
import { cascadeOptions, choose } from '../lib/catalogue-cascade';
import { examYearProblem } from '../lib/exam-year';
import { viewerSlug } from '../lib/viewer-state';
import type { DocumentItem, Suggestion } from '../types';
import { DocumentCard, DocumentCardSkeleton } from './document-card';
import { START, useFeedPlaces, type FeedState } from './feed-places';
import { QuestionHits } from './question-hits';
import { SearchSuggestBox } from './search-suggest-box';
import { SelectField } from './select-field';
import { logFailure } from '@/lib/log-failure';

const FEED_TEXT = strings.feed;

/** The sort control's choices: newest first is the default (not in the address). */
const FEED_SORT_OPTIONS = [
  { value: 'newest', label: FEED_TEXT.sortNewest },
  { value: 'examYear', label: FEED_TEXT.sortExamYear },
  { value: 'popular', label: FEED_TEXT.sortPopular },
] as const;

/** While searching, the default order is relevance (best matches first, newest among equals). */
const SEARCH_SORT_OPTIONS = [{ value: 'newest', label: FEED_TEXT.sortBestMatch }, ...FEED_SORT_OPTIONS.slice(1)];

/** Appends a page, skipping documents already listed (spec §4: no duplicates by _id). */
export const mergeById = (current: DocumentItem[], next: DocumentItem[]): DocumentItem[] => {
  const seen = new Set(current.map((doc) => doc._id));
  return [...current, ...next.filter((doc) => !seen.has(doc._id) && seen.add(doc._id))];
};

/**
 * The /feed list (spec §2, §4): the catalogue filters (the chain's listed levels, parent before
 * child) and 'Reset Filters'; pages load as the reader scrolls past 0.8 of the page (scroll
 * handler throttled to 150 ms, fetches debounced 300 ms). The filters and the search live in the
 * address (`?college=…&q=…`), so a link shares them and reload and Back keep them; the chosen
 * ones show as removable chips. On phones the filters fold behind a 'Filters' button that counts
 * the active ones, so the first results show on the first screen.
 */
export function DocumentFeed() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = feedSearch(feedFiltersFrom(searchParams));
  const filters = useMemo(() => feedFiltersFrom(new URLSearchParams(search)), [search]);
  const entry = useLocation().key;
  const navigate = useNavigate();
  const places = useFeedPlaces();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters =
    FEED_FILTER_LEVELS.filter((level) => filters[level.key] !== '').length +
    (filters.examYear === '' ? 0 : 1) +
    (filters.sort === '' ? 0 : 1);
  const [state, setState] = useState<FeedState>(() => places.kept(entry, search) ?? START);
  // Each feed address (a history entry) has its own list: the one kept for it (Back), else a new one.
  const [address, setAddress] = useState({ entry, search });
  if (address.entry !== entry || address.search !== search) {
    setAddress({ entry, search });
    setState(places.kept(entry, search) ?? START);
  }
  const [clearedNote, setClearedNote] = useState('');
  const catalogue = useCatalogue();
  const options = cascadeOptions(catalogue.data, FEED_FILTER_LEVELS, filters);
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
            // The first page says whether the search was corrected; later pages keep it.
            didYouMean: nextPage === null ? (page.didYouMean ?? null) : s.didYouMean,
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

  // A new address without a kept list starts over, debounced; the first page of a visit has
  // nothing to coalesce with and is fetched at once (issue 12: 300 ms off /feed).
  const opened = useRef(false);
  useEffect(() => {
    generation.current += 1;
    window.clearTimeout(debounceTimer.current);
    if (places.kept(entry, search)) {
      opened.current = true;
      inFlight.current = false;
      return undefined;
    }
    inFlight.current = true;
    debounceTimer.current = window.setTimeout(
      () => {
        opened.current = true;
        load(feedFiltersFrom(new URLSearchParams(search)), null);
      },
      opened.current ? FEED_FETCH_DEBOUNCE_MS : 0,
    );
    return () => {
      window.clearTimeout(debounceTimer.current);
    };
  }, [entry, search, load, places]);

  useEffect(() => {
    places.keep(entry, search, state);
  }, [entry, search, state, places]);

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

  /** A new address for new filters: a step Back undoes a choice; typing a search replaces its step. */
  const changeFilters = (next: FeedFilters, { replace = false } = {}) => {
    setSearchParams(new URLSearchParams(feedSearch(next)), { replace });
  };

  const setFilter = (key: FeedFilterKey, value: string) => {
    const { choices, cleared } = choose(catalogue.data, FEED_FILTER_LEVELS, filters, key, value);
    // A choice that no longer fits the new parent goes, and the reader is told which (issue 25).
    const labels = FEED_FILTER_LEVELS.filter((level) => cleared.includes(level.key)).map((level) => level.words.label);
    setClearedNote(labels.length > 0 ? strings.cascade.cleared(labels, value) : '');
    changeFilters({ ...filters, ...choices });
  };

  // The exam year as typed: it reaches the address once it is a whole exam year (or empty).
  const [examYearDraft, setExamYearDraft] = useState(filters.examYear);
  const [shownExamYear, setShownExamYear] = useState(filters.examYear);
  /** The exam year this box last put in the address (its own change coming back is not news). */
  const [sentExamYear, setSentExamYear] = useState<string | undefined>(undefined);
  if (shownExamYear !== filters.examYear) {
    // The address changed: the box follows unless it already says so, or the change is the one it
    // made itself — typing went on meanwhile ("2021" sent, "2021-" typed before it came back).
    setShownExamYear(filters.examYear);
    if (examYearDraft.trim() !== filters.examYear && filters.examYear !== sentExamYear) {
      setExamYearDraft(filters.examYear);
    }
    setSentExamYear(undefined);
  }
  const examYearError = examYearProblem(examYearDraft);
  const typeExamYear = (value: string) => {
    setExamYearDraft(value);
    const year = value.trim();
    if (examYearProblem(year) === undefined && year !== filters.examYear) {
      setSentExamYear(year);
      changeFilters({ ...filters, examYear: year }, { replace: true });
    }
  };
  const searching = filters.q.trim() !== '';

  /** A subject, course or college chosen from the suggestions filters the feed by it; a document opens. */
  const chooseSuggestion = (suggestion: Suggestion) => {
    setClearedNote('');
    if (suggestion.kind === 'document') {
      void navigate(suggestion.href);
      return;
    }
    const level = FEED_FILTER_LEVELS.find((l) => l.key === suggestion.kind);
    const value = new URL(suggestion.href, window.location.origin).searchParams.get(suggestion.kind) ?? '';
    if (!level) return;
    // The search typed to find it goes: the filter is what was meant.
    changeFilters({ ...filters, q: '', [level.key]: value });
  };

  const chips = [
    ...FEED_FILTER_LEVELS.filter((level) => filters[level.key] !== '').map((level) => ({
      key: level.key,
      label: `${level.words.label}: ${filters[level.key]}`,
      remove: () => {
        setFilter(level.key, '');
      },
    })),
    ...(filters.examYear === ''
      ? []
      : [
          {
            key: 'examYear',
            label: FEED_TEXT.examYearChip(filters.examYear),
            remove: () => {
              setClearedNote('');
              changeFilters({ ...filters, examYear: '' });
            },
          },
        ]),
    ...(filters.q.trim() === ''
      ? []
      : [
          {
            key: 'q',
            label: FEED_TEXT.searchChip(filters.q.trim()),
            remove: () => {
              setClearedNote('');
              changeFilters({ ...filters, q: '' });
            },
          },
        ]),
  ];

  const firstLoad = state.loading && state.docs.length === 0;

  return (
    <Box>
      <SearchSuggestBox
        value={filters.q}
        onChange={(q) => {
          changeFilters({ ...filters, q }, { replace: true });
        }}
        onChoose={chooseSuggestion}
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
            gridTemplateColumns: {
              xs: '1fr',
              sm: '1fr 1fr',
              md: `repeat(${String(FEED_FILTER_LEVELS.length)}, 1fr)`,
            },
            mb: 2,
          }}
        >
          {FEED_FILTER_LEVELS.map((level) => (
            <SelectField
              key={level.key}
              label={level.words.label}
              value={filters[level.key]}
              options={options[level.key]}
              onChange={(value) => {
                setFilter(level.key, value);
              }}
              emptyLabel={level.words.any}
            />
          ))}
          <TextField
            label={FEED_TEXT.examYear}
            name="examYear"
            value={examYearDraft}
            placeholder={strings.upload.examYearPlaceholder}
            error={examYearError !== undefined}
            helperText={examYearError}
            slotProps={{ htmlInput: { maxLength: 7, inputMode: 'numeric', autoComplete: 'off' } }}
            onChange={(event) => {
              typeExamYear(event.target.value);
            }}
          />
          <SelectField
            label={FEED_TEXT.sortLabel}
            name="sort"
            value={filters.sort === '' ? 'newest' : filters.sort}
            options={searching ? SEARCH_SORT_OPTIONS : FEED_SORT_OPTIONS}
            onChange={(value) => {
              changeFilters({ ...filters, sort: value === 'examYear' || value === 'popular' ? value : '' });
            }}
          />
          <Button
            variant="outlined"
            sx={{ gridColumn: { md: '-2 / -1' }, alignSelf: 'start', minHeight: 56 }}
            onClick={() => {
              setClearedNote('');
              // The order is not a filter: it stays.
              changeFilters({ ...EMPTY_FILTERS, sort: filters.sort });
            }}
          >
            {FEED_TEXT.resetFilters}
          </Button>
        </Box>
      </Collapse>

      <Typography role="status" sx={{ color: 'text.secondary', fontSize: '0.9rem', mb: clearedNote ? 1.5 : 0 }}>
        {clearedNote}
      </Typography>
      {chips.length > 0 && (
        <Box
          component="ul"
          aria-label={FEED_TEXT.chosenFilters}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 3 }}
        >
          {chips.map((chip) => (
            <li key={chip.key}>
              <Chip
                label={chip.label}
                aria-label={FEED_TEXT.removeFilter(chip.label)}
                onClick={chip.remove}
                onDelete={chip.remove}
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </Box>
      )}
      {chips.length === 0 && <Box sx={{ mb: 2 }} />}
      {searching && state.didYouMean && (
        <Typography sx={{ mb: 2, fontSize: '1.05rem' }}>
          {FEED_TEXT.didYouMean}{' '}
          <Link
            component={RouterLink}
            to={{ search: feedSearch({ ...filters, q: state.didYouMean }) }}
            sx={{ fontWeight: 600, fontStyle: 'italic' }}
          >
            {state.didYouMean}
          </Link>
          ?
        </Typography>
      )}
      {searching && <QuestionHits q={filters.q} subject={filters.subject} />}
      {!firstLoad && state.docs.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <SearchOffIcon role="img" aria-label="Nothing found" sx={{ fontSize: 96, color: 'text.disabled' }} />
          <Typography sx={{ mt: 2, fontSize: '1.2rem' }}>{FEED_TEXT.empty}</Typography>
          {/* Issue 27: a search or filter that found nothing offers to ask for it, from the place chosen. */}
          <Typography sx={{ mt: 3, color: 'text.secondary' }}>{strings.requests.searchOffer}</Typography>
          <Button
            component={RouterLink}
            to={paths.requests.ask.getHref(
              Object.fromEntries(FEED_FILTER_LEVELS.map((level) => [level.key, filters[level.key]])),
            )}
            variant="outlined"
            sx={{ mt: 1 }}
          >
            {strings.requests.offerPaper}
          </Button>
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
