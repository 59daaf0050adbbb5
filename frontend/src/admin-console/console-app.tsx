/**
 * The admin console (the design card's react-admin + ra-data-simple-rest), at /admin: the
 * catalogue with paging, sorting, editing and deleting; reports to dismiss or act on; feedback
 * to read. The spec's simpler Admin Panel stays at /dashboard/admin. Its own chunk: students
 * never download react-admin.
 */
import CheckIcon from '@mui/icons-material/Check';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
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
  InfiniteList,
  List,
  NumberField,
  NumberInput,
  ReferenceInput,
  Resource,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  defaultTheme,
  required,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
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

function ResolveButtons() {
  const record = useRecordContext();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.status !== 'open') return null;
  const resolve = (action: 'dismiss' | 'delete-document') => {
    void update(
      'reports',
      { id: record.id, data: { action }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(action === 'dismiss' ? 'Report dismissed.' : 'Document deleted.', { type: 'success' });
          refresh();
        },
        onError: (error) => {
          notify(error instanceof Error ? error.message : 'Could not resolve the report', { type: 'error' });
        },
      },
    );
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
function DocumentLink(_props: { label: string }) {
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
      <DocumentLink label="Document" />
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

const documentFilters = [<TextInput key="q" source="q" label="Search" alwaysOn resettable />];

const viewerHref = (doc: RaRecord) =>
  `/feed/${encodeURIComponent(String(doc.title).replace(/\s+/g, ''))}?id=${String(doc.id)}`;

const DocumentList = () => (
  <InfiniteList filters={documentFilters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
    <Datagrid {...rowProps}>
      <FunctionField
        label="Title"
        render={(doc: RaRecord) => (
          <a href={viewerHref(doc)} target="_blank" rel="noopener">
            {String(doc.title)}
          </a>
        )}
      />
      <FunctionField label="Type" render={(doc: RaRecord) => (doc.type === 'paper' ? `Paper (${String(doc.examType)})` : 'Notes')} />
      <TextField source="college.0.collegeName" label="College" sortable={false} />
      <TextField source="subject.0.name" label="Subject" sortable={false} />
      <NumberField source="year" sortable={false} />
      <TextField source="owner.0.username" label="Uploaded by" sortable={false} />
      <NumberField source="views" sortable={false} />
      <NumberField source="downloads" sortable={false} />
      <DateField source="createdAt" label="Uploaded" sortable={false} />
      <DeleteButton mutationMode="pessimistic" />
    </Datagrid>
  </InfiniteList>
);

/* Users */

function RoleButton() {
  const record = useRecordContext();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const makeAdmin = record.isAdmin !== true;
  const change = () => {
    void update(
      'users',
      { id: record.id, data: { isAdmin: makeAdmin }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(makeAdmin ? 'Now an administrator.' : 'No longer an administrator.', { type: 'success' });
          refresh();
        },
        onError: (error) => {
          notify(error instanceof Error ? error.message : 'Could not change the role', { type: 'error' });
        },
      },
    );
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
      disableTelemetry
    >
      <Resource name="colleges" list={CollegeList} create={<Create redirect="list"><CollegeForm /></Create>} edit={<Edit mutationMode="pessimistic"><CollegeForm /></Edit>} recordRepresentation="collegeName" />
      <Resource name="courses" list={CourseList} create={<Create redirect="list"><CourseForm /></Create>} edit={<Edit mutationMode="pessimistic"><CourseForm /></Edit>} recordRepresentation="courseName" />
      <Resource name="branches" list={BranchList} create={<Create redirect="list"><BranchForm /></Create>} edit={<Edit mutationMode="pessimistic"><BranchForm /></Edit>} recordRepresentation="branchName" />
      <Resource name="subjects" list={SubjectList} create={<Create redirect="list"><SubjectForm /></Create>} edit={<Edit mutationMode="pessimistic"><SubjectForm /></Edit>} recordRepresentation="name" />
      <Resource name="documents" list={DocumentList} recordRepresentation="title" />
      <Resource name="reports" list={ReportList} />
      <Resource name="feedbacks" list={FeedbackList} options={{ label: 'Feedback' }} />
      <Resource name="users" list={UserList} recordRepresentation="username" />
    </Admin>
  );
}
