import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
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
import { CATALOGUE_CHAIN, type CatalogueLevel, type CatalogueLevelKey } from '@/config/catalogue-chain';
import { BROWSE_LEVELS, paths, type BrowseKind } from '@/config/paths';
import { strings } from '@/config/strings';
import { useQuery } from '@/lib/use-query';
import { WIZARD_LOOKUPS, type WizardEntry } from '../api/get-browse';
import { getSubjectDocuments } from '../api/get-documents';
import { uploadHref } from '../lib/upload-start';
import { viewerSlug } from '../lib/viewer-state';
import type { DocType, DocumentItem } from '../types';
import { DocumentCard } from './document-card';
import { DocumentViewer } from './document-viewer';

const KIND_LABEL: Record<BrowseKind, string> = { papers: 'Papers', notes: 'Notes' };
const KIND_DOC_TYPE: Record<BrowseKind, DocType> = { papers: 'paper', notes: 'note' };

/** '1st', '2nd', '3rd', then '4th Year', '5th Year', … (spec §2). */
export const yearLabel = strings.catalogue.year.valueLabel;

interface LevelData {
  /** The entries to choose among next; none at the documents' step. */
  tiles: WizardEntry[];
  docs: DocumentItem[];
  /** Readable names of the choices so far, from the catalogue (the URL holds them squashed). */
  crumbs: string[];
  /** The choices' names as the upload and the feed take them, by level (an empty step's next step). */
  place: Partial<Record<CatalogueLevelKey, string>>;
  /** The level whose choice in the URL names nothing there (a broken link): an answer, not a failure. */
  missing?: CatalogueLevel;
  /** At the documents' step: the subject chosen (its most-asked questions, issue 29). */
  subject?: WizardEntry;
}

/** Names in the URL are the chosen names without spaces; match them back to entries. */
const bySlug = (entries: WizardEntry[], slug: string | undefined): WizardEntry | undefined =>
  // A hand-typed or shared link may keep the spaces the wizard's own links leave out.
  slug === undefined ? undefined : entries.find((entry) => viewerSlug(entry.name) === viewerSlug(slug));

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
 * Resolves the choices in the URL to entries by walking the chain's lookups level by level, then
 * lists the next level (or, past the last, the documents). Deep links therefore work without
 * navigation state.
 */
async function loadLevel(
  kind: BrowseKind,
  depth: number,
  params: Record<string, string | undefined>,
): Promise<LevelData> {
  const chosen: WizardEntry[] = [];
  for (const level of CATALOGUE_CHAIN.slice(0, depth)) {
    const entry = bySlug(await WIZARD_LOOKUPS[level.key](chosen), params[level.param]);
    // Not thrown: a broken link is an answer to show, not a failure to log.
    if (!entry) return { tiles: [], docs: [], crumbs: chosen.map((e) => e.label), place: {}, missing: level };
    chosen.push(entry);
  }
  const crumbs = chosen.map((entry) => entry.label);
  const place = Object.fromEntries(
    CATALOGUE_CHAIN.slice(0, depth).map((level, index) => [level.key, chosen[index]?.name]),
  );
  const next = CATALOGUE_CHAIN[depth];
  if (next) return { tiles: await WIZARD_LOOKUPS[next.key](chosen), docs: [], crumbs, place };
  const page = await getSubjectDocuments(
    kind,
    chosen.map((entry) => entry.id),
  );
  return { tiles: [], docs: page.docs, crumbs, place, subject: chosen.at(-1) };
}

/** One step of the browse wizard; `depth` is how many choices the URL holds (0 … the chain's length + 1). */
export function BrowseWizard({ kind, depth }: { kind: BrowseKind; depth: number }) {
  if (depth >= BROWSE_LEVELS.length) return <DocumentViewer />;
  return <WizardLevel kind={kind} depth={depth} />;
}

function WizardLevel({ kind, depth }: { kind: BrowseKind; depth: number }) {
  const params = useParams();
  const chosen = BROWSE_LEVELS.slice(0, depth).map((key) => params[key] ?? '');
  const key = `${kind}:${chosen.join('/')}`;
  const { data, loading, error } = useQuery(key, () => loadLevel(kind, depth, params));
  // The chain's level this step chooses; past the last level, the documents.
  const level: CatalogueLevel | undefined = CATALOGUE_CHAIN[depth];
  const title = `${KIND_LABEL[kind]}: ${level?.words.heading ?? strings.wizard.documentsHeading}`;
  const empty = level?.words.empty ?? strings.wizard.emptyDocuments;
  const isDocs = level === undefined;
  // Readable names come with the level's data, or from the link that led here while it loads;
  // the squashed URL segment is only the last resort (an unknown name in a typed URL).
  const location = useLocation();
  const passed = crumbsFrom(location.state);
  const crumbName = (index: number, value: string): string => {
    const at = CATALOGUE_CHAIN[index];
    return (
      data?.crumbs[index] ?? passed?.[index] ?? (at?.kind === 'numbered' ? at.words.valueLabel(Number(value)) : value)
    );
  };

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
      {kind === 'papers' && isDocs && data?.subject && (data.docs.length ?? 0) > 0 ? (
        <Button
          component={RouterLink}
          to={paths.subjectQuestions.getHref(data.subject.id)}
          variant="outlined"
          startIcon={<QuizOutlinedIcon />}
          sx={{ mb: 3 }}
        >
          {strings.questionBank.link}
        </Button>
      ) : null}

      {loading ? (
        <Grid container spacing={2} role="status" aria-label="Loading">
          {Array.from({ length: WIZARD_SKELETON_COUNT }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }}>
              <Skeleton variant="rounded" height={isDocs ? 240 : 72} data-testid="wizard-skeleton" />
            </Grid>
          ))}
        </Grid>
      ) : error !== undefined || data?.missing ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography>{data?.missing ? data.missing.words.notFound : strings.wizard.somethingWrong}</Typography>
          <Button component={RouterLink} to={paths[kind].root.getHref()} sx={{ mt: 2 }}>
            {strings.wizard.startOver}
          </Button>
        </Box>
      ) : isDocs ? (
        (data?.docs.length ?? 0) === 0 ? (
          <EmptyPlace text={empty} kind={kind} chosen={chosen} place={data?.place} />
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
        <EmptyPlace text={empty} kind={kind} chosen={chosen} place={data?.place} />
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data?.tiles.map((tile) => {
            const count = tile.documents?.[kind];
            const isEmpty = count === 0;
            const countId = `wizard-count-${tile.id}`;
            const state: WizardState = { crumbs: [...data.crumbs, tile.label] };
            return (
              <Grid key={tile.id} component="li" size={{ xs: 12, sm: 6, md: level?.kind === 'numbered' ? 2 : 3 }}>
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
                    to={paths[kind].levelHref([...chosen, viewerSlug(tile.name)])}
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

/**
 * An empty step (spec §2's text) and a next step from there (issue 25): where the place has a
 * subject, "Be the first to upload" opens the upload form filled in with it; above the subjects
 * (nothing can be uploaded without one), a way back to choose another of the level above.
 */
function EmptyPlace({
  text,
  kind,
  chosen,
  place = {},
}: {
  text: string;
  kind: BrowseKind;
  /** The URL's choices so far (squashed names). */
  chosen: readonly string[];
  place: Partial<Record<CatalogueLevelKey, string>> | undefined;
}) {
  const hasSubject = CATALOGUE_CHAIN.every((level) => place[level.key] !== undefined);
  const above = CATALOGUE_CHAIN[chosen.length - 1];
  const next = hasSubject
    ? { label: strings.wizard.firstToUpload, to: uploadHref({ ...place, docType: KIND_DOC_TYPE[kind] }) }
    : above
      ? { label: strings.wizard.chooseAnother(above.words.label), to: paths[kind].levelHref(chosen.slice(0, -1)) }
      : undefined;
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography>{text}</Typography>
      {next && (
        <Button component={RouterLink} to={next.to} variant={hasSubject ? 'contained' : 'text'} sx={{ mt: 2 }}>
          {next.label}
        </Button>
      )}
      {hasSubject && (
        // Issue 27: nobody has it yet, so ask for it; whoever asked is told when it arrives.
        <Box sx={{ mt: 3 }}>
          <Typography sx={{ color: 'text.secondary' }}>{strings.requests.offer}</Typography>
          <Button
            component={RouterLink}
            to={paths.requests.ask.getHref({ ...place, type: KIND_DOC_TYPE[kind] })}
            variant="outlined"
            sx={{ mt: 1 }}
          >
            {kind === 'papers' ? strings.requests.offerPaper : strings.requests.offerNote}
          </Button>
        </Box>
      )}
    </Box>
  );
}
