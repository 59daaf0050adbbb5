import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { WIZARD_SKELETON_COUNT } from '@/config/constants';
import { BROWSE_LEVELS, paths, type BrowseKind } from '@/config/paths';
import { strings } from '@/config/strings';
import { api } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { useQuery } from '@/lib/use-query';
import { getBranchYears, getCollegeCourses, getCourseBranches, getYearSubjects } from '../api/get-browse';
import { getSubjectDocuments } from '../api/get-documents';
import { viewerSlug } from '../lib/viewer-state';
import type { College, DocumentCounts, DocumentItem } from '../types';
import { DocumentCard } from './document-card';
import { DocumentViewer } from './document-viewer';

const KIND_LABEL: Record<BrowseKind, string> = { papers: 'Papers', notes: 'Notes' };

const WIZARD_EMPTY = strings.wizard.empty;

const HEADINGS = [
  'Choose a College',
  'Choose a Course',
  'Choose a Branch',
  'Choose a Year',
  'Choose a Subject',
  'Documents',
];

/** '1st', '2nd', '3rd', then '4th Year', '5th Year', … (spec §2). */
export const yearLabel = (year: number): string =>
  year === 1 ? '1st' : year === 2 ? '2nd' : year === 3 ? '3rd' : `${String(year)}th Year`;

interface Tile {
  key: string;
  label: string;
  detail?: string;
  /** URL segment for the next level. */
  segment: string;
  /** Documents under this tile (years and subjects); undefined when the server did not say. */
  documents?: DocumentCounts;
}

interface LevelData {
  tiles: Tile[];
  docs: DocumentItem[];
  /** Readable names of the choices so far, from the catalogue (the URL holds them squashed). */
  crumbs: string[];
}

/** Names in the URL are the chosen names without spaces; match them back to entries. */
const bySlug = <T,>(items: T[], name: (item: T) => string, slug: string | undefined): T | undefined =>
  // A hand-typed or shared link may keep the spaces the wizard's own links leave out.
  slug === undefined ? undefined : items.find((item) => viewerSlug(name(item)) === viewerSlug(slug));

class WizardNotFound extends Error {}

/** Navigation state a wizard link carries: the readable names chosen so far. */
interface WizardState {
  crumbs: string[];
}

const crumbsFrom = (state: unknown): string[] | undefined => {
  if (typeof state !== 'object' || state === null || !('crumbs' in state)) return undefined;
  const { crumbs } = state;
  return Array.isArray(crumbs) && crumbs.every((c) => typeof c === 'string') ? crumbs : undefined;
};

/**
 * Resolves the choices in the URL to ids by walking the lookups, then lists the next level.
 * Deep links therefore work without navigation state.
 */
async function loadLevel(
  kind: BrowseKind,
  depth: number,
  params: Record<string, string | undefined>,
): Promise<LevelData> {
  const none: DocumentItem[] = [];
  const colleges = await api.get<College[]>('/api/colleges');
  if (depth === 0) {
    return {
      tiles: colleges.map((c) => ({
        key: c._id,
        label: c.collegeName,
        detail: c.location,
        segment: viewerSlug(c.collegeName),
      })),
      docs: none,
      crumbs: [],
    };
  }
  const college = bySlug(colleges, (c) => c.collegeName, params.collegename);
  if (!college) throw new WizardNotFound();
  const courses = await getCollegeCourses(college._id);
  if (depth === 1) {
    return {
      tiles: courses.map((c) => ({
        key: c._id,
        label: c.courseName,
        detail: c.abbreviation,
        segment: viewerSlug(c.courseName),
      })),
      docs: none,
      crumbs: [college.collegeName],
    };
  }
  const course = bySlug(courses, (c) => c.courseName, params.coursename);
  if (!course) throw new WizardNotFound();
  const branches = await getCourseBranches(college._id, course._id);
  if (depth === 2) {
    return {
      tiles: branches.map((b) => ({
        key: b._id,
        label: b.branchName,
        detail: b.abbreviation,
        segment: viewerSlug(b.branchName),
      })),
      docs: none,
      crumbs: [college.collegeName, course.courseName],
    };
  }
  const branch = bySlug(branches, (b) => b.branchName, params.branchname);
  if (!branch) throw new WizardNotFound();
  const names = [college.collegeName, course.courseName, branch.branchName];
  if (depth === 3) {
    return { tiles: await yearTiles(college._id, course._id, branch._id, course.duration), docs: none, crumbs: names };
  }
  const year = params.year ?? '';
  const subjects = await getYearSubjects(college._id, course._id, branch._id, year);
  const withYear = [...names, yearLabel(Number(year))];
  if (depth === 4) {
    return {
      tiles: subjects.map((s) => ({ key: s._id, label: s.name, segment: viewerSlug(s.name), documents: s.documents })),
      docs: none,
      crumbs: withYear,
    };
  }
  const subject = bySlug(subjects, (s) => s.name, params.subjectname);
  if (!subject) throw new WizardNotFound();
  const page = await getSubjectDocuments(kind, {
    collegeId: college._id,
    courseId: course._id,
    branchId: branch._id,
    year,
    subjectId: subject._id,
  });
  return { tiles: [], docs: page.docs, crumbs: [...withYear, subject.name] };
}

/** Year buttons with counts; if the counts cannot be had, the spec's plain buttons (1 … duration). */
async function yearTiles(collegeId: string, courseId: string, branchId: string, duration: number): Promise<Tile[]> {
  const tile = (year: number, documents?: DocumentCounts): Tile => ({
    key: String(year),
    label: yearLabel(year),
    segment: String(year),
    documents,
  });
  try {
    const years = await getBranchYears(collegeId, courseId, branchId);
    return years.map((y) => tile(y.year, y.documents));
  } catch (error) {
    logFailure('Year counts failed; showing years without counts', error);
    return Array.from({ length: Math.max(0, duration) }, (_, i) => tile(i + 1));
  }
}

/** One step of the browse wizard; `depth` is how many choices the URL holds (0–6). */
export function BrowseWizard({ kind, depth }: { kind: BrowseKind; depth: number }) {
  if (depth >= BROWSE_LEVELS.length) return <DocumentViewer />;
  return <WizardLevel kind={kind} depth={depth} />;
}

function WizardLevel({ kind, depth }: { kind: BrowseKind; depth: number }) {
  const params = useParams();
  const chosen = BROWSE_LEVELS.slice(0, depth).map((key) => params[key] ?? '');
  const key = `${kind}:${chosen.join('/')}`;
  const { data, loading, error } = useQuery(key, () => loadLevel(kind, depth, params));
  const title = `${KIND_LABEL[kind]}: ${HEADINGS[depth] ?? ''}`;
  const empty = WIZARD_EMPTY[depth] ?? WIZARD_EMPTY[5];
  const isDocs = depth === 5;
  // Readable names come with the level's data, or from the link that led here while it loads;
  // the squashed URL segment is only the last resort (an unknown name in a typed URL).
  const location = useLocation();
  const passed = crumbsFrom(location.state);
  const crumbName = (index: number, value: string): string =>
    data?.crumbs[index] ?? passed?.[index] ?? (index === 3 ? yearLabel(Number(value)) : value);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title={title} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.3rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Breadcrumbs aria-label="Your choices" sx={{ mb: 3 }}>
        <Link component={RouterLink} to={paths[kind].root.getHref()}>
          {KIND_LABEL[kind]}
        </Link>
        {chosen.map((value, index) => {
          const name = crumbName(index, value);
          return index === chosen.length - 1 ? (
            <Typography key={`${String(index)}-${value}`} aria-current="page" sx={{ color: 'text.primary' }}>
              {name}
            </Typography>
          ) : (
            <Link
              key={`${String(index)}-${value}`}
              component={RouterLink}
              to={paths[kind].levelHref(chosen.slice(0, index + 1))}
            >
              {name}
            </Link>
          );
        })}
      </Breadcrumbs>

      {loading ? (
        <Grid container spacing={2} role="status" aria-label="Loading">
          {Array.from({ length: WIZARD_SKELETON_COUNT }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }}>
              <Skeleton variant="rounded" height={isDocs ? 240 : 72} data-testid="wizard-skeleton" />
            </Grid>
          ))}
        </Grid>
      ) : error !== undefined ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography>{error instanceof WizardNotFound ? empty : 'Something went wrong. Please try again.'}</Typography>
          <Button component={RouterLink} to={paths[kind].root.getHref()} sx={{ mt: 2 }}>
            Start over
          </Button>
        </Box>
      ) : isDocs ? (
        (data?.docs.length ?? 0) === 0 ? (
          <Typography sx={{ textAlign: 'center', py: 6 }}>{empty}</Typography>
        ) : (
          <Grid container spacing={3}>
            {data?.docs.map((doc) => (
              <Grid key={doc._id} size={{ xs: 12, sm: 6, md: 4 }}>
                <DocumentCard doc={doc} to={paths[kind].levelHref([...chosen, viewerSlug(doc.title)])} />
              </Grid>
            ))}
          </Grid>
        )
      ) : (data?.tiles.length ?? 0) === 0 ? (
        <Typography sx={{ textAlign: 'center', py: 6 }}>{empty}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data?.tiles.map((tile) => {
            const count = tile.documents?.[kind];
            const isEmpty = count === 0;
            const countId = `wizard-count-${tile.key}`;
            const state: WizardState = { crumbs: [...data.crumbs, tile.label] };
            return (
              <Grid key={tile.key} component="li" size={{ xs: 12, sm: 6, md: depth === 3 ? 2 : 3 }}>
                <Card
                  variant="outlined"
                  data-empty={isEmpty || undefined}
                  sx={{
                    borderRadius: '14px',
                    height: '100%',
                    ...(isEmpty && { borderStyle: 'dashed', bgcolor: 'action.hover', boxShadow: 'none' }),
                  }}
                >
                  <CardActionArea
                    component={RouterLink}
                    to={paths[kind].levelHref([...chosen, tile.segment])}
                    state={state}
                    // The name stays the spec's label ('2nd'); the count is read after it as a description.
                    aria-label={count === undefined ? undefined : tile.label}
                    aria-describedby={count === undefined ? undefined : countId}
                    sx={{ p: 2, height: '100%' }}
                  >
                    <Typography sx={{ fontWeight: 700, color: isEmpty ? 'text.secondary' : 'text.primary' }}>
                      {tile.label}
                    </Typography>
                    {tile.detail && (
                      <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>{tile.detail}</Typography>
                    )}
                    {count !== undefined && (
                      <Typography
                        id={countId}
                        sx={{
                          color: isEmpty ? 'text.secondary' : 'primary.main',
                          fontSize: '0.85rem',
                          fontWeight: isEmpty ? 400 : 600,
                          mt: 0.5,
                        }}
                      >
                        {strings.wizard.count(kind, count)}
                      </Typography>
                    )}
                  </CardActionArea>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}
    </Container>
  );
}
