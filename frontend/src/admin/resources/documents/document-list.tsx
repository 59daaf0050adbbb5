import {
  Datagrid,
  DateField,
  DeleteButton,
  FunctionField,
  List,
  NumberField,
  ReferenceField,
  SelectInput,
  TextField,
  TextInput,
  useCreatePath,
  useRecordContext,
  Link,
} from 'react-admin';
import type { ApiSchema } from '@/lib/api-types';
import { documentType } from './document-links';
import { documentChecksCell } from './document-checks';

const documentFilters = [
  <TextInput key="q" source="q" label="Search" alwaysOn resettable />,
  <SelectInput
    key="type"
    source="type"
    label="Type"
    alwaysOn
    choices={
      [
        { id: 'paper', name: 'Papers' },
        { id: 'note', name: 'Notes' },
      ] satisfies { id: ApiSchema<'AdminDocumentDto'>['type']; name: string }[]
    }
  />,
];

// The title opens the detail page: a real link, so the keyboard reaches it (a row click does not).
// `label` and `sortBy` are read by the Datagrid header.
function DocumentTitleLink(_props: { label: string; sortBy: string }) {
  const doc = useRecordContext();
  const createPath = useCreatePath();
  if (!doc) return null;
  return <Link to={createPath({ resource: 'documents', id: doc.id, type: 'show' })}>{String(doc.title)}</Link>;
}

// Thirteen columns: tighter cells so they fit beside the menu on a 1280-pixel screen.
const compactCells = { '& .RaDatagrid-headerCell, & .RaDatagrid-rowCell': { px: 1 } };

// Sorting by a joined name: the server sorts `college`, `subject` and `owner` by their names.
export const DocumentList = () => (
  <List filters={documentFilters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
    <Datagrid bulkActionButtons={false} rowClick={false} sx={compactCells}>
      <DocumentTitleLink label="Title" sortBy="title" />
      <FunctionField label="Type" sortBy="type" render={documentType} />
      <TextField source="college.0.collegeName" label="College" sortBy="college" />
      <TextField source="subject.0.name" label="Subject" sortBy="subject" />
      <NumberField source="year" />
      <TextField source="examYear" label="Exam year" emptyText="—" />
      <TextField source="owner.0.username" label="Uploaded by" sortBy="owner" />
      <NumberField source="views" />
      <NumberField source="downloads" />
      <DateField source="createdAt" label="Uploaded" />
      {/* Not in the spec (issue 26): published from a smart upload whose text matched this one. */}
      <ReferenceField
        source="possibleDuplicateOf"
        reference="documents"
        label="Possible duplicate of"
        link="show"
        sortable={false}
        emptyText="—"
      >
        <TextField source="title" />
      </ReferenceField>
      {/* Not in the spec (issue 26): the quality checks of the smart upload it came from. */}
      <FunctionField label="Checks" sortable={false} render={documentChecksCell} />
      <DeleteButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
);
