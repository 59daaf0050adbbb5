/** /requests/{id}: one request (the link a notification or e-mail carries). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { isApiError } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import { getRequest, type DocRequest } from '../api/requests';
import { RequestCard, type RequestViewer } from './request-card';

const text = strings.requests;

export function RequestDetail({ viewer }: { viewer: RequestViewer }) {
  const { requestId = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(`request:${requestId}`, () => getRequest(requestId));
  const [changed, setChanged] = useState<DocRequest | undefined>(undefined);
  const request = changed?._id === requestId ? changed : query.data;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title={request ? request.subject.name : text.title} />
      <Button component={RouterLink} to={paths.requests.root.getHref()} sx={{ mb: 2 }}>
        {text.back}
      </Button>
      {query.loading ? (
        <Skeleton variant="rounded" height={180} role="status" aria-label={text.loading} />
      ) : request ? (
        <RequestCard
          request={request}
          viewer={viewer}
          onChange={setChanged}
          onRemove={() => {
            void navigate(paths.requests.root.getHref());
          }}
        />
      ) : (
        <Alert severity={isApiError(query.error) && query.error.status === 404 ? 'info' : 'error'}>
          {isApiError(query.error) && query.error.status === 404 ? text.notFound : text.loadFailed}
        </Alert>
      )}
    </Container>
  );
}
