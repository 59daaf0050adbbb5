import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RaRecord } from 'react-admin';

/** A smart upload's quality check, as the document keeps it (issue 26; not in the spec). */
interface DocumentCheck {
  code: string;
  pages: number[];
  message: string;
}

/** Short names for the list's cells; the show page gives each check's own message. */
const SHORT: Record<string, string> = {
  'PDF.UNREADABLE': 'Unreadable',
  'PDF.ENCRYPTED': 'Encrypted',
  'PAGES.DUPLICATED': 'Repeated pages',
  'PAGES.ROTATED': 'Turned pages',
  'SCAN.LOW_RESOLUTION': 'Low resolution',
  'TEXT.NONE': 'No text',
};

const checksOf = (doc: RaRecord): DocumentCheck[] => (Array.isArray(doc.checks) ? (doc.checks as DocumentCheck[]) : []);
const pagesText = (pages: number[]) =>
  pages.length === 0 ? '' : ` (${pages.length === 1 ? 'page' : 'pages'} ${pages.join(', ')})`;

/** The list's cell: a chip per check, titled with its message and pages; "—" for none. */
export function documentChecksCell(doc: RaRecord) {
  const checks = checksOf(doc);
  if (checks.length === 0) return '—';
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {checks.map((check) => (
        <Chip
          key={check.code}
          size="small"
          color="warning"
          variant="outlined"
          label={SHORT[check.code] ?? check.code}
          title={`${check.message}${pagesText(check.pages)}`}
        />
      ))}
    </Stack>
  );
}

/** The show page's field: each check's message with its pages; "None" without any. */
export function documentChecksDetail(doc: RaRecord) {
  const checks = checksOf(doc);
  if (checks.length === 0) return <Typography variant="body2">None</Typography>;
  return (
    <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
      {checks.map((check) => (
        <Typography component="li" variant="body2" key={check.code}>
          {check.message}
          {pagesText(check.pages)}
        </Typography>
      ))}
    </Stack>
  );
}
