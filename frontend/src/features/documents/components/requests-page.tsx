/**
 * The Requests page (issue 27): what students are asking for, the viewer's own college first,
 * most wanted or newest first, filtered by catalogue place and status, paged ("Load more").
 * Filters live in the address, so a link keeps them.
 */
import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { LISTED_LEVELS, type ListedLevelKey } from '@/config/catalogue-chain';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { usePagedList } from '@/lib/use-paged-list';
import { useCatalogue } from '../api/get-catalogue';
import { listRequests, type RequestFilters } from '../api/requests';
import { cascadeOptions, choose } from '../lib/catalogue-cascade';
import { RequestCard, type RequestViewer } from './request-card';
import { SelectField } from './select-field';

const text = strings.requests;

const filtersFrom = (search: URLSearchParams): RequestFilters => ({
  college: search.get('college') ?? '',
  course: search.get('course') ?? '',
  branch: search.get('branch') ?? '',
  subject: search.get('subject') ?? '',
  status: search.get('status') === 'fulfilled' ? 'fulfilled' : 'open',
  sort: search.get('sort') === 'new' ? 'new' : 'wanted',
});

const searchOf = (filters: RequestFilters): URLSearchParams => {
  const query = new URLSearchParams();
  for (const level of LISTED_LEVELS) if (filters[level.key] !== '') query.set(level.key, filters[level.key]);
  if (filters.status !== 'open') query.set('status', filters.status);
  if (filters.sort !== 'wanted') query.set('sort', filters.sort);
  return query;
};

export function RequestsPage({ viewer }: { viewer: RequestViewer }) {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const catalogue = useCatalogue();
  const choices = {
    college: filters.college,
    course: filters.course,
    branch: filters.branch,
    subject: filters.subject,
  };
  const options = cascadeOptions(catalogue.data, LISTED_LEVELS, choices);
  const change = (next: RequestFilters) => {
    setSearch(searchOf(next));
  };
  const setLevel = (key: ListedLevelKey, value: string) => {
    const chosen = choose(catalogue.data, LISTED_LEVELS, choices, key, value);
    change({ ...filters, ...chosen.choices });
  };
  // On phones the six selects fold behind one button, as the feed's filters do.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters =
    LISTED_LEVELS.filter((level) => filters[level.key] !== '').length +
    (filters.status !== 'open' ? 1 : 0) +
    (filters.sort !== 'wanted' ? 1 : 0);
  // The student's own college first: its requests, then everyone else's.
  const ownCollege = filters.college === '' && viewer.college ? viewer.college : undefined;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title={text.title} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.3rem' }, flex: 1 }}>
          {text.title}
        </Typography>
        <Button component={RouterLink} to={paths.requests.ask.getHref()} variant="contained" startIcon={<AddIcon />}>
          {text.ask}
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{text.intro}</Typography>

      {phone && (
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-expanded={filtersOpen}
          aria-controls="request-filters"
          onClick={() => {
            setFiltersOpen((open) => !open);
          }}
          sx={{ mb: 2 }}
        >
          {activeFilters > 0 ? strings.feed.filtersActive(activeFilters) : strings.feed.filters}
        </Button>
      )}
      <Collapse in={!phone || filtersOpen}>
        <Grid container spacing={2} component="section" id="request-filters" aria-label="Filters" sx={{ mb: 3 }}>
          {LISTED_LEVELS.map((level) => (
            <Grid key={level.key} size={{ xs: 12, sm: 6, md: 3 }}>
              <SelectField
                label={level.words.label}
                value={filters[level.key]}
                options={options[level.key]}
                emptyLabel={level.words.any}
                onChange={(value) => {
                  setLevel(level.key, value);
                }}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <SelectField
              label={text.statusLabel}
              value={filters.status}
              options={[
                { value: 'open', label: text.statusOpen },
                { value: 'fulfilled', label: text.statusFulfilled },
              ]}
              onChange={(value) => {
                change({ ...filters, status: value === 'fulfilled' ? 'fulfilled' : 'open' });
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <SelectField
              label={text.sortLabel}
              value={filters.sort}
              options={[
                { value: 'wanted', label: text.sortWanted },
                { value: 'new', label: text.sortNew },
              ]}
              onChange={(value) => {
                change({ ...filters, sort: value === 'new' ? 'new' : 'wanted' });
              }}
            />
          </Grid>
        </Grid>
      </Collapse>

      {ownCollege !== undefined ? (
        <>
          <RequestList
            key={`own:${searchOf(filters).toString()}`}
            heading={text.yourCollege(ownCollege)}
            filters={{ ...filters, college: ownCollege }}
            viewer={viewer}
            hideWhenEmpty
          />
          <RequestList
            key={`rest:${searchOf(filters).toString()}`}
            heading={text.otherColleges}
            filters={filters}
            viewer={viewer}
            exceptCollege={ownCollege}
          />
        </>
      ) : (
        <RequestList key={searchOf(filters).toString()} heading={text.allRequests} filters={filters} viewer={viewer} />
      )}
    </Container>
  );
}

interface RequestListProps {
  heading: string;
  filters: RequestFilters;
  viewer: RequestViewer;
  /** Leave out this college's requests (they are listed above). */
  exceptCollege?: string;
  /** Show nothing at all when there is nothing to show. */
  hideWhenEmpty?: boolean;
}

function RequestList({ heading, filters, viewer, exceptCollege, hideWhenEmpty = false }: RequestListProps) {
  const { state, loadAgain, updateItems } = usePagedList(
    (nextPage?: string) =>
      listRequests(filters, nextPage).then((page) => ({
        items: page.requests,
        nextPage: page.hasNextPage ? page.nextPage : null,
      })),
    'Requests failed',
  );

  const shown = state.items.filter(
    (request) =>
      exceptCollege === undefined || request.college.collegeName.toLowerCase() !== exceptCollege.toLowerCase(),
  );
  const headingId = `requests-${heading.replace(/\W+/g, '-')}`;
  if (hideWhenEmpty && !state.loading && shown.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={state.loading} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1.25rem', mb: 2 }}>
        {heading}
      </Typography>
      {state.loading && state.items.length === 0 ? (
        <Grid container spacing={2} role="status" aria-label={text.loading}>
          {[0, 1, 2].map((slot) => (
            <Grid key={slot} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={150} />
            </Grid>
          ))}
        </Grid>
      ) : state.failed && state.items.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                loadAgain();
              }}
            >
              {text.retry}
            </Button>
          }
        >
          {text.loadFailed}
        </Alert>
      ) : shown.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {filters.status === 'fulfilled' ? text.emptyFulfilled : text.empty}
        </Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((request) => (
            <Grid key={request._id} component="li" size={{ xs: 12, md: 6 }}>
              <RequestCard
                request={request}
                viewer={viewer}
                onChange={(changed) => {
                  updateItems((items) => items.map((item) => (item._id === changed._id ? changed : item)));
                }}
                onRemove={(id) => {
                  updateItems((items) => items.filter((item) => item._id !== id));
                }}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {state.nextPage !== null && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            disabled={state.loading}
            onClick={() => {
              if (state.nextPage) loadAgain(state.nextPage);
            }}
          >
            {text.loadMore}
          </Button>
        </Box>
      )}
    </Box>
  );
}
