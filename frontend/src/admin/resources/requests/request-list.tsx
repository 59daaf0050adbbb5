/**
 * The console's requests (issue 27): filter by place (ids, loop over the catalogue chain) and
 * status, most votes first; a row opens the close/reject form. "Most wanted" lists the open
 * requests of one subject by votes.
 */
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import { Link as RouterLink } from 'react-router-dom';
import {
  AutocompleteInput,
  Button,
  Datagrid,
  DateField,
  Edit,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  ExportButton,
  Labeled,
  SaveButton,
  Toolbar,
  required,
  useCreatePath,
  type RaRecord,
} from 'react-admin';
import { LISTED_LEVELS } from '@/config/catalogue-chain';
import type { ApiSchema } from '@/lib/api-types';
import { viewerHref } from '../documents/document-links';

type RequestStatus = ApiSchema<'RequestDto'>['status'];
type ResolveAction = ApiSchema<'ResolveRequestDto'>['action'];

export const REQUEST_STATUS_CHOICES = [
  { id: 'open', name: 'Open' },
  { id: 'fulfilled', name: 'Fulfilled' },
  { id: 'closed', name: 'Closed' },
  { id: 'rejected', name: 'Rejected' },
] satisfies { id: RequestStatus; name: string }[];

const ACTION_CHOICES = [
  { id: 'close', name: 'Close (no longer needed)' },
  { id: 'reject', name: 'Reject (not a valid request)' },
] satisfies { id: ResolveAction; name: string }[];

/** One filter per listed catalogue level, by id (the admin API filters college, course, branch, subject by id). */
const placeFilters = LISTED_LEVELS.map((level) => (
  <ReferenceInput
    key={level.key}
    source={level.key}
    reference={level.resource}
    sort={{ field: level.nameField, order: 'ASC' }}
    perPage={1000}
  >
    <AutocompleteInput label={level.words.label} optionText={level.nameField} />
  </ReferenceInput>
));

const requestFilters = [
  <SelectInput key="status" source="status" label="Status" alwaysOn choices={REQUEST_STATUS_CHOICES} />,
  <TextInput key="q" source="q" label="Subject contains" alwaysOn resettable />,
  ...placeFilters,
];

const placeOf = (record: RaRecord) => {
  const row = record as unknown as ApiSchema<'RequestDto'>;
  return [row.college.collegeName, row.course.courseName, row.branch.branchName, `Year ${String(row.year)}`].join(
    ' › ',
  );
};

const examOf = (record: RaRecord) => {
  const row = record as unknown as ApiSchema<'RequestDto'>;
  return [row.examType, row.examYear].filter(Boolean).join(' ') || 'any';
};

function FulfilledBy(_props: { label: string }) {
  return (
    <FunctionField
      render={(record: RaRecord) => {
        const id = (record as unknown as ApiSchema<'RequestDto'>).documentId;
        return id ? (
          <a href={viewerHref({ _id: id, title: 'document' })} target="_blank" rel="noopener">
            Open
          </a>
        ) : (
          '—'
        );
      }}
    />
  );
}

function RequestActions() {
  const createPath = useCreatePath();
  return (
    <TopToolbar>
      <Button
        component={RouterLink}
        to={`${createPath({ resource: 'requests', type: 'list' })}/most-wanted`}
        label="Most wanted per subject"
      >
        <FormatListNumberedIcon />
      </Button>
      <ExportButton aria-label="Export" />
    </TopToolbar>
  );
}

const columns = [
  <TextField key="subject" source="subject.name" label="Subject" />,
  <TextField key="type" source="type" label="Type" />,
  <FunctionField key="place" label="Place" render={placeOf} sortable={false} />,
  <FunctionField key="exam" label="Exam" render={examOf} sortable={false} />,
  <NumberField key="votes" source="votes" label="Votes" />,
  <TextField key="status" source="status" />,
  <TextField key="note" source="note" emptyText="—" sortable={false} />,
  <TextField key="owner" source="owner.username" label="Asked by" sortable={false} />,
  <DateField key="createdAt" source="createdAt" label="Asked" showTime />,
  <FulfilledBy key="documentId" label="Document" />,
];

export const RequestList = () => (
  <List
    sort={{ field: 'votes', order: 'DESC' }}
    filters={requestFilters}
    filterDefaultValues={{ status: 'open' satisfies RequestStatus }}
    actions={<RequestActions />}
  >
    <Datagrid bulkActionButtons={false} rowClick="edit">
      {columns}
    </Datagrid>
  </List>
);

/** Most wanted: one subject's open requests by votes (the subject picked above the list). */
export const MostWantedList = () => (
  <List
    resource="requests"
    storeKey="requests.mostWanted"
    title="Most wanted per subject"
    disableSyncWithLocation
    sort={{ field: 'votes', order: 'DESC' }}
    filters={[
      <ReferenceInput
        key="subject"
        source="subject"
        reference="subjects"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={1000}
        alwaysOn
      >
        <AutocompleteInput label="Subject" optionText="name" />
      </ReferenceInput>,
      <SelectInput key="status" source="status" label="Status" alwaysOn choices={REQUEST_STATUS_CHOICES} />,
    ]}
    filterDefaultValues={{ status: 'open' satisfies RequestStatus }}
    actions={false}
  >
    <Datagrid bulkActionButtons={false} rowClick="edit">
      {columns}
    </Datagrid>
  </List>
);

/** Close or reject an open request with a reason (PUT /api/admin/requests/{id}); the reason shows on the request. */
export const RequestEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" title="Close or reject a request">
    {/* Save only: a request is withdrawn from the student app (DELETE /api/requests/{id}), not here. */}
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <Labeled label="Subject">
        <TextField source="subject.name" />
      </Labeled>
      <Labeled label="Place">
        <FunctionField render={placeOf} />
      </Labeled>
      <Labeled label="Exam">
        <FunctionField render={examOf} />
      </Labeled>
      <Labeled label="Status">
        <TextField source="status" />
      </Labeled>
      <Labeled label="Votes">
        <NumberField source="votes" />
      </Labeled>
      <Labeled label="Note">
        <TextField source="note" emptyText="—" />
      </Labeled>
      <SelectInput source="action" label="Action" choices={ACTION_CHOICES} validate={required()} />
      <TextInput source="reason" label="Reason (shown on the request)" multiline fullWidth validate={required()} />
    </SimpleForm>
  </Edit>
);
