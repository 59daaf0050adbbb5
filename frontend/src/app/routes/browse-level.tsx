import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ScreenPlaceholder } from '@/components/ui/screen-placeholder';
import { BROWSE_LEVELS, paths, type BrowseKind } from '@/config/paths';

const LEVELS = [
  { name: 'Colleges', sentence: 'Pick a college to see its courses.' },
  { name: 'Courses', sentence: 'Pick a course to see its branches.' },
  { name: 'Branches', sentence: 'Pick a branch to choose a year.' },
  { name: 'Year', sentence: 'Pick a year to see its subjects.' },
  { name: 'Subjects', sentence: 'Pick a subject to see its documents.' },
  { name: 'Documents', sentence: 'Every document shared for this subject.' },
  { name: 'Document', sentence: 'The chosen document, previewed in the browser.' },
] as const;

const KIND_LABEL: Record<BrowseKind, string> = { papers: 'Papers', notes: 'Notes' };

/** One step of the browse wizard; `depth` is how many choices the URL already holds (0–6). */
export function BrowseLevel({ kind, depth }: { kind: BrowseKind; depth: number }) {
  const params = useParams();
  const level = LEVELS[depth] ?? LEVELS[0];
  const chosen = BROWSE_LEVELS.slice(0, depth).map((key) => params[key] ?? '');

  return (
    <ScreenPlaceholder title={`${KIND_LABEL[kind]}: ${level.name}`} description={level.sentence}>
      {depth > 0 && (
        <Breadcrumbs aria-label="Your choices">
          <Link component={RouterLink} to={paths[kind].root.getHref()}>
            {KIND_LABEL[kind]}
          </Link>
          {chosen.map((value, index) =>
            index === chosen.length - 1 ? (
              <Typography key={`${String(index)}-${value}`} aria-current="page" sx={{ color: 'text.primary' }}>
                {value}
              </Typography>
            ) : (
              <Link
                key={`${String(index)}-${value}`}
                component={RouterLink}
                to={paths[kind].levelHref(chosen.slice(0, index + 1))}
              >
                {value}
              </Link>
            ),
          )}
        </Breadcrumbs>
      )}
    </ScreenPlaceholder>
  );
}
