/**
 * "N students asked for this" on an upload card (issue 27): when the card's place matches open
 * requests (GET /api/requests by the place, then the server's fulfil rule: same type, subject and
 * year; exam type and exam year when the request names them), publishing fulfils them.
 */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { CATALOGUE_CHAIN } from '@/config/catalogue-chain';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { useQuery } from '@/lib/use-query';
import { openRequestsFor, type AskedPlace } from '../api/requests';
import type { DraftFields } from '../lib/draft-fields';
import { examYearProblem } from '../lib/exam-year';

const text = strings.requests;

/** The card's place, once every level is chosen (and the exam year is one). */
export function askedPlaceOf(fields: DraftFields): AskedPlace | undefined {
  if (CATALOGUE_CHAIN.some((level) => fields[level.key] === '')) return undefined;
  const year = Number(fields.year);
  if (!Number.isInteger(year) || examYearProblem(fields.examYear) !== undefined) return undefined;
  return {
    type: fields.docType,
    college: fields.college,
    course: fields.course,
    branch: fields.branch,
    subject: fields.subject,
    year,
    examType: fields.docType === 'paper' && fields.examType !== '' ? fields.examType : undefined,
    examYear: fields.examYear.trim() === '' ? undefined : fields.examYear.trim(),
  };
}

export function AskedForHint({ fields }: { fields: DraftFields }) {
  const place = askedPlaceOf(fields);
  const key = place ? `asked:${JSON.stringify(place)}` : null;
  const { data } = useQuery(key, () => (place ? openRequestsFor(place) : Promise.resolve([])));
  const asked = (data ?? []).reduce((sum, request) => sum + request.votes, 0);
  if (!place || asked === 0) return null;
  const only = data?.length === 1 ? data[0] : undefined;
  return (
    <Alert severity="info" sx={{ mt: 2 }} role="status">
      <strong>{text.askedForThis(asked)}</strong> {text.askedForThisHint}{' '}
      {only && (
        <Link component={RouterLink} to={paths.requests.detail.getHref(only._id)} sx={{ fontWeight: 600 }}>
          {only.subject.name}
        </Link>
      )}
    </Alert>
  );
}
