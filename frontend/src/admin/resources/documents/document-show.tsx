import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DateField,
  DeleteButton,
  FunctionField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { formatKb } from '@/features/documents/lib/viewer-state';
import { documentProcessing, documentType, viewerHref } from './document-links';
import { documentChecksDetail } from './document-checks';

// `label` is read by SimpleShowLayout.
function DocumentThumbnail(_props: { label: string }) {
  const doc = useRecordContext();
  if (!doc) return null;
  if (typeof doc.preview !== 'string') return <Typography variant="body2">No thumbnail yet.</Typography>;
  return (
    <Box
      component="img"
      src={doc.preview}
      alt={`First page of ${String(doc.title)}`}
      sx={{ width: 240, maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}

function DocumentLinks(_props: { label: string }) {
  const doc = useRecordContext();
  if (!doc) return null;
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
      <MuiLink href={String(doc.url)} target="_blank" rel="noopener">
        Open the PDF
      </MuiLink>
      <MuiLink href={viewerHref({ id: doc.id, title: doc.title })} target="_blank" rel="noopener">
        Open in PaperShelf
      </MuiLink>
    </Stack>
  );
}

const DocumentShowActions = () => (
  <TopToolbar>
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

export const DocumentShow = () => (
  <Show actions={<DocumentShowActions />}>
    <SimpleShowLayout>
      <DocumentThumbnail label="Thumbnail" />
      <FunctionField label="Preview and text jobs" render={documentProcessing} />
      <DocumentLinks label="File" />
      <TextField source="title" />
      <TextField source="description" />
      <FunctionField label="Type" render={documentType} />
      <TextField source="college.0.collegeName" label="College" />
      <TextField source="course.0.courseName" label="Course" />
      <TextField source="branch.0.branchName" label="Branch" />
      <TextField source="subject.0.name" label="Subject" />
      <NumberField source="year" />
      <TextField source="examYear" label="Exam year" emptyText="—" />
      <NumberField source="pages" emptyText="—" />
      <FunctionField label="Size" render={(doc: RaRecord) => formatKb(Number(doc.size))} />
      <TextField source="owner.0.username" label="Uploaded by" />
      <NumberField source="views" />
      <NumberField source="downloads" />
      <DateField source="createdAt" label="Uploaded" showTime />
      {/* Not in the spec (issue 26): published from a smart upload whose page-1 text matched this one (≥ 0.85); no points were given. */}
      <ReferenceField
        source="possibleDuplicateOf"
        reference="documents"
        label="Possible duplicate of"
        link="show"
        emptyText="—"
      >
        <TextField source="title" />
      </ReferenceField>
      {/* Not in the spec (issue 26): the smart upload's quality checks, with their pages. */}
      <FunctionField label="Upload checks" render={documentChecksDetail} />
    </SimpleShowLayout>
  </Show>
);
