/**
 * The admin console (the design card's react-admin + ra-data-simple-rest), at /admin: the
 * catalogue with paging, sorting, editing and deleting; reports to dismiss or act on; feedback
 * to read. The spec's simpler Admin Panel stays at /dashboard/admin. Its own chunk: students
 * never download react-admin.
 */
import CheckIcon from '@mui/icons-material/Check';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Admin,
  BooleanField,
  Button,
  Create,
  Datagrid,
  DateField,
  DeleteButton,
  Edit,
  EditButton,
  FunctionField,
  Layout,
  List,
  NumberField,
  NumberInput,
  ReferenceInput,
  Resource,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  Link as RaLink,
  defaultTheme,
  required,
  useCreatePath,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
  type LayoutProps,
  type RaRecord,
  type RaThemeOptions,
} from 'react-admin';
import { brandColors } from '@/config/brand';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';

const req = [required()];

// react-admin's default blues fail WCAG AA contrast; the brand's indigo and teal pass.
const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: brandColors.indigo, contrastText: '#ffffff' },
    secondary: { main: brandColors.indigo, contrastText: '#ffffff' },
  },
};

// Rows are read-only lists with row actions: no bulk selection (its checkboxes have no labels).
const rowProps = { bulkActionButtons: false as const, rowClick: false as const };

/* Colleges */

const CollegeList = () => (
  <List sort={{ field: 'collegeName', order: 'ASC' }}>
    <Datagrid {...rowProps}>
      <TextField source="collegeName" label="College" />
      <TextField source="location" />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
);

const CollegeForm = () => (
  <SimpleForm>
    <TextInput source="collegeName" label="College name" validate={req} />
    <TextInput source="location" validate={req} />
  </SimpleForm>
);

/* Courses */

const CourseList = () => (
  <List sort={{ field: 'courseName', order: 'ASC' }}>
    <Datagrid {...rowProps}>
      <TextField source="courseName" label="Course" />
      <TextField source="abbreviation" />
      <TextField source="college" sortable={false} />
      <NumberField source="duration" label="Years" />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
);

const CollegeRef = () => (
  <ReferenceInput source="collegeId" reference="colleges" sort={{ field: 'collegeName', order: 'ASC' }}>
    <SelectInput label="College" optionText="collegeName" validate={req} />
  </ReferenceInput>
);

const CourseRef = () => (
  <ReferenceInput source="courseId" reference="courses" sort={{ field: 'courseName', order: 'ASC' }}>
    <SelectInput label="Course" optionText={(c: RaRecord) => `${String(c.courseName)} (${String(c.college)})`} validate={req} />
  </ReferenceInput>
);

const BranchRef = () => (
  <ReferenceInput source="branchId" reference="branches" sort={{ field: 'branchName', order: 'ASC' }}>
    <SelectInput
      label="Branch"
      optionText={(b: RaRecord) => `${String(b.branchName)} (${String(b.course)}, ${String(b.college)})`}
      validate={req}
    />
  </ReferenceInput>
);

const CourseForm = () => (
  <SimpleForm>
    <TextInput source="courseName" label="Course name" validate={req} />
    <TextInput source="abbreviation" validate={req} />
    <CollegeRef />
    <NumberInput source="duration" label="Duration (years)" min={1} max={10} validate={req} />
  </SimpleForm>
);

/* Branches */

const BranchList = () => (
  <List sort={{ field: 'branchName', order: 'ASC' }}>
    <Datagrid {...rowProps}>
      <TextField source="branchName" label="Branch" />
      <TextField source="abbreviation" />
      <TextField source="course" sortable={false} />
      <TextField source="college" sortable={false} />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
);

const BranchForm = () => (
  <SimpleForm>
    <TextInput source="branchName" label="Branch name" validate={req} />
    <TextInput source="abbreviation" validate={req} />
    <CollegeRef />
    <CourseRef />
  </SimpleForm>
);

/* Subjects */

const SubjectList = () => (
  <List sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid {...rowProps}>
      <TextField source="name" label="Subject" />
      <NumberField source="year" />
      <TextField source="branch" sortable={false} />
      <TextField source="course" sortable={false} />
      <TextField source="college" sortable={false} />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
);

const SubjectForm = () => (
  <SimpleForm>
    <TextInput source="name" label="Subject name" validate={req} />
    <NumberInput source="year" label="Year of study" min={1} max={10} validate={req} />
    <CollegeRef />
    <CourseRef />
    <BranchRef />
  </SimpleForm>
);

/* Reports */

/**
 * A row action that updates the record on the server (pessimistically), then says so and
 * reloads the list; a refusal shows the server's message.
 */
function useRowUpdate(resource: string, failure: string) {
  const record = useRecordContext();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const run = (data: Record<string, unknown>, success: string) => {
    if (!record) return;
    void update(
      resource,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(success, { type: 'success' });
          refresh();
        },
        onError: (error) => {
          notify(error instanceof Error ? error.message : failure, { type: 'error' });
        },
      },
    );
  };
  return { record, run, isPending };
}

function ResolveButtons() {
  const { record, run, isPending } = useRowUpdate('reports', 'Could not resolve the report');
  if (!record || record.status !== 'open') return null;
  const resolve = (action: 'dismiss' | 'delete-document') => {
    run({ action }, action === 'dismiss' ? 'Report dismissed.' : 'Document deleted.');
  };
  return (
    <>
      <Button label="Dismiss" disabled={isPending} onClick={() => { resolve('dismiss'); }}>
        <CheckIcon />
      </Button>
      <Button label="Delete document" color="error" disabled={isPending} onClick={() => { resolve('delete-document'); }}>
        <DeleteForeverIcon />
      </Button>
    </>
  );
}

const reportFilters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    choices={[
      { id: 'open', name: 'Open' },
      { id: 'dismissed', name: 'Dismissed' },
      { id: 'actioned', name: 'Document deleted' },
    ]}
  />,
];

// `label` is read by the Datagrid header.
function DocumentLink(_props: { label: string; sortBy: string }) {
  const record = useRecordContext();
  const document = record?.document as { _id: string; title: string } | undefined;
  if (!document) return null;
  return (
    <a href={`/feed/${encodeURIComponent(document.title.replace(/\s+/g, ''))}?id=${document._id}`} target="_blank" rel="noopener">
      {document.title}
    </a>
  );
}

const ReportList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }} filters={reportFilters} filterDefaultValues={{ status: 'open' }}>
    <Datagrid {...rowProps}>
      <DocumentLink label="Document" sortBy="document.title" />
      <TextField source="reason" />
      <TextField source="note" emptyText="—" sortable={false} />
      <TextField source="reporter.username" label="Reported by" />
      <TextField source="status" />
      <DateField source="createdAt" label="Reported" showTime />
      <ResolveButtons />
    </Datagrid>
  </List>
);

/* Documents */

const documentFilters = [
  <TextInput key="q" source="q" label="Search" alwaysOn resettable />,
  <SelectInput
    key="type"
    source="type"
    label="Type"
    alwaysOn
    choices={[
      { id: 'paper', name: 'Papers' },
      { id: 'note', name: 'Notes' },
    ]}
  />,
];

const documentType = (doc: RaRecord) => (doc.type === 'paper' ? `Paper (${String(doc.examType)})` : 'Notes');

const viewerHref = (doc: RaRecord) =>
  `/feed/${encodeURIComponent(String(doc.title).replace(/\s+/g, ''))}?id=${String(doc.id)}`;

// The title opens the detail page: a real link, so the keyboard reaches it (a row click does not).
function DocumentTitleLink(_props: { label: string; sortBy: string }) {
  const doc = useRecordContext();
  const createPath = useCreatePath();
  if (!doc) return null;
  return <RaLink to={createPath({ resource: 'documents', id: doc.id, type: 'show' })}>{String(doc.title)}</RaLink>;
}

// Ten columns: tighter cells so they fit beside the menu on a 1280-pixel screen.
const compactCells = { '& .RaDatagrid-headerCell, & .RaDatagrid-rowCell': { px: 1 } };

// Sorting by a joined name: the server sorts `college`, `subject` and `owner` by their names.
const DocumentList = () => (
  <List filters={documentFilters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
    <Datagrid {...rowProps} sx={compactCells}>
      <DocumentTitleLink label="Title" sortBy="title" />
      <FunctionField label="Type" sortBy="type" render={documentType} />
      <TextField source="college.0.collegeName" label="College" sortBy="college" />
      <TextField source="subject.0.name" label="Subject" sortBy="subject" />
      <NumberField source="year" />
      <TextField source="owner.0.username" label="Uploaded by" sortBy="owner" />
      <NumberField source="views" />
      <NumberField source="downloads" />
      <DateField source="createdAt" label="Uploaded" />
      <DeleteButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
);

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
      <Link href={String(doc.url)} target="_blank" rel="noopener">
        Open the PDF
      </Link>
      <Link href={viewerHref(doc)} target="_blank" rel="noopener">
        Open in PaperShelf
      </Link>
    </Stack>
  );
}

const DocumentShowActions = () => (
  <TopToolbar>
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

const DocumentShow = () => (
  <Show actions={<DocumentShowActions />}>
    <SimpleShowLayout>
      <DocumentThumbnail label="Thumbnail" />
      <DocumentLinks label="File" />
      <TextField source="title" />
      <TextField source="description" />
      <FunctionField label="Type" render={documentType} />
      <TextField source="college.0.collegeName" label="College" />
      <TextField source="course.0.courseName" label="Course" />
      <TextField source="branch.0.branchName" label="Branch" />
      <TextField source="subject.0.name" label="Subject" />
      <NumberField source="year" />
      <NumberField source="pages" emptyText="—" />
      <FunctionField label="Size" render={(doc: RaRecord) => `${(Number(doc.size) / 1024).toFixed(2)} KB`} />
      <TextField source="owner.0.username" label="Uploaded by" />
      <NumberField source="views" />
      <NumberField source="downloads" />
      <DateField source="createdAt" label="Uploaded" showTime />
    </SimpleShowLayout>
  </Show>
);

/* Users */

function RoleButton() {
  const { record, run, isPending } = useRowUpdate('users', 'Could not change the role');
  if (!record) return null;
  const makeAdmin = record.isAdmin !== true;
  const change = () => {
    run({ isAdmin: makeAdmin }, makeAdmin ? 'Now an administrator.' : 'No longer an administrator.');
  };
  return <Button label={makeAdmin ? 'Make admin' : 'Remove admin'} disabled={isPending} onClick={change} />;
}

const userFilters = [<TextInput key="q" source="q" label="Search" alwaysOn resettable />];

const UserList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }} filters={userFilters} exporter={false}>
    <Datagrid {...rowProps}>
      <TextField source="username" />
      <TextField source="email" />
      <TextField source="fullName" label="Name" emptyText="—" sortable={false} />
      <NumberField source="points" />
      <BooleanField source="isVerified" label="Verified" sortable={false} />
      <BooleanField source="isAdmin" label="Admin" sortable={false} />
      <RoleButton />
    </Datagrid>
  </List>
);

/* Feedback */

const FeedbackList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid {...rowProps}>
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="feedback" sortable={false} />
      <DateField source="createdAt" label="Sent" showTime />
    </Datagrid>
  </List>
);

// Wide grids (documents has ten columns) scroll inside their card instead of widening the page
// past the app bar: the content column may shrink below its table's width.
const ConsoleLayout = (props: LayoutProps) => (
  <Layout
    {...props}
    sx={{
      // react-admin's default is fit-content: the widest table would set the page's width.
      minWidth: 0,
      '& .RaLayout-content': { minWidth: 0 },
      '& .RaList-main': { minWidth: 0 },
      '& .RaList-main > .MuiPaper-root': { minWidth: 0, overflowX: 'auto' },
    }}
  />
);

export default function ConsoleApp() {
  return (
    <Admin
      basename="/admin"
      title="PaperShelf console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      requireAuth
      loginPage={false}
      theme={theme}
      darkTheme={null}
      layout={ConsoleLayout}
      disableTelemetry
    >
      <Resource name="colleges" list={CollegeList} create={<Create redirect="list"><CollegeForm /></Create>} edit={<Edit mutationMode="pessimistic"><CollegeForm /></Edit>} recordRepresentation="collegeName" />
      <Resource name="courses" list={CourseList} create={<Create redirect="list"><CourseForm /></Create>} edit={<Edit mutationMode="pessimistic"><CourseForm /></Edit>} recordRepresentation="courseName" />
      <Resource name="branches" list={BranchList} create={<Create redirect="list"><BranchForm /></Create>} edit={<Edit mutationMode="pessimistic"><BranchForm /></Edit>} recordRepresentation="branchName" />
      <Resource name="subjects" list={SubjectList} create={<Create redirect="list"><SubjectForm /></Create>} edit={<Edit mutationMode="pessimistic"><SubjectForm /></Edit>} recordRepresentation="name" />
      <Resource name="documents" list={DocumentList} show={DocumentShow} recordRepresentation="title" />
      <Resource name="reports" list={ReportList} />
      <Resource name="feedbacks" list={FeedbackList} options={{ label: 'Feedback' }} />
      <Resource name="users" list={UserList} recordRepresentation="username" />
    </Admin>
  );
}
