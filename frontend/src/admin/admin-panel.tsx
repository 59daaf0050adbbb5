/**
 * The admin console's entry point (spec §2 Admin panel). Loaded with React.lazy from the router
 * so the student bundle never downloads it. Four tabs manage colleges, courses, branches and
 * subjects: each lists the entries with a delete button and adds through an overlay form.
 */
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { getCatalogue, type Catalogue } from '@/features/documents/api/get-catalogue';
import { useQuery } from '@/lib/use-query';
import { refusalMessage } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { createCatalogueItem, deleteCatalogueItem, type CatalogueKind } from './api/catalogue-admin';
import { logFailure } from '@/lib/log-failure';

interface FieldSpec {
  name: string;
  label: string;
  type?: 'number';
  /** A select whose options come from the catalogue (value = id). */
  options?: (catalogue: Catalogue, values: Record<string, string>) => { value: string; label: string }[];
}

interface KindSpec {
  kind: CatalogueKind;
  singular: string;
  tab: string;
  empty: string;
  fields: FieldSpec[];
  rows: (catalogue: Catalogue) => { id: string; primary: string; secondary: string }[];
}

const collegeOptions = (c: Catalogue) => c.colleges.map((x) => ({ value: x._id, label: x.collegeName }));
const courseOptions = (c: Catalogue, v: Record<string, string>) => {
  const college = c.colleges.find((x) => x._id === v.college);
  return c.courses
    .filter((x) => !college || x.college === college.collegeName || x.college === college._id)
    .map((x) => ({ value: x._id, label: x.courseName }));
};
const branchOptions = (c: Catalogue, v: Record<string, string>) => {
  const course = c.courses.find((x) => x._id === v.course);
  return c.branches
    .filter((x) => !course || x.course === course.courseName || x.course === course._id)
    .map((x) => ({ value: x._id, label: x.branchName }));
};

export const KINDS: KindSpec[] = [
  {
    kind: 'colleges',
    singular: 'College',
    tab: strings.admin.tabs.College,
    empty: strings.admin.empty.College,
    fields: [
      { name: 'collegeName', label: 'College Name' },
      { name: 'location', label: 'Location' },
    ],
    rows: (c) => c.colleges.map((x) => ({ id: x._id, primary: x.collegeName, secondary: x.location })),
  },
  {
    kind: 'courses',
    singular: 'Course',
    tab: strings.admin.tabs.Course,
    empty: strings.admin.empty.Course,
    fields: [
      { name: 'courseName', label: 'Course Name' },
      { name: 'abbreviation', label: 'Abbreviation' },
      { name: 'duration', label: 'Duration (years)', type: 'number' },
      { name: 'college', label: 'College', options: collegeOptions },
    ],
    rows: (c) =>
      c.courses.map((x) => ({ id: x._id, primary: `${x.courseName} (${x.abbreviation})`, secondary: `${x.college} · ${String(x.duration)} years` })),
  },
  {
    kind: 'branches',
    singular: 'Branch',
    tab: strings.admin.tabs.Branch,
    empty: strings.admin.empty.Branch,
    fields: [
      { name: 'branchName', label: 'Branch Name' },
      { name: 'abbreviation', label: 'Abbreviation' },
      { name: 'college', label: 'College', options: collegeOptions },
      { name: 'course', label: 'Course', options: courseOptions },
    ],
    rows: (c) =>
      c.branches.map((x) => ({ id: x._id, primary: `${x.branchName} (${x.abbreviation})`, secondary: `${x.college} · ${x.course}` })),
  },
  {
    kind: 'subjects',
    singular: 'Subject',
    tab: strings.admin.tabs.Subject,
    empty: strings.admin.empty.Subject,
    fields: [
      { name: 'name', label: 'Subject Name' },
      { name: 'year', label: 'Year', type: 'number' },
      { name: 'college', label: 'College', options: collegeOptions },
      { name: 'course', label: 'Course', options: courseOptions },
      { name: 'branch', label: 'Branch', options: branchOptions },
    ],
    rows: (c) =>
      c.subjects.map((x) => ({ id: x._id, primary: x.name, secondary: `${x.college} · ${x.course} · ${x.branch} · Year ${String(x.year)}` })),
  },
];

export function AdminPanel() {
  const [tab, setTab] = useState(0);
  const catalogue = useQuery('admin-catalogue', getCatalogue);
  const spec = KINDS[tab] ?? KINDS[0];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 0 } }}>
      <DocumentTitle title={strings.admin.title} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: '20px' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2rem' } }}>
            {strings.admin.title}
          </Typography>
          {/* Beyond the spec: the full console (editing, paging, reports, feedback). */}
          <Button href={paths.adminConsole.getHref()} endIcon={<OpenInNewIcon />}>
            {strings.admin.openConsole}
          </Button>
        </Stack>
        <Tabs
          value={tab}
          onChange={(_, value: number) => {
            setTab(value);
          }}
          variant="scrollable"
          aria-label="Catalogue"
          sx={{ mb: 2 }}
        >
          {KINDS.map((k, index) => (
            <Tab key={k.kind} value={index} label={k.tab} id={`admin-tab-${k.kind}`} aria-controls="admin-panel" />
          ))}
        </Tabs>
        {spec && (
          <Box role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${spec.kind}`}>
            <KindPanel key={spec.kind} spec={spec} catalogue={catalogue.data} loading={catalogue.loading} reload={catalogue.reload} />
          </Box>
        )}
      </Paper>
    </Container>
  );
}

function KindPanel({
  spec,
  catalogue,
  loading,
  reload,
}: {
  spec: KindSpec;
  catalogue: Catalogue | undefined;
  loading: boolean;
  reload: () => void;
}) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const rows = catalogue ? spec.rows(catalogue) : [];

  const remove = async (id: string) => {
    try {
      await deleteCatalogueItem(spec.kind, id);
      toast.success(strings.admin.deleted(spec.singular));
      reload();
    } catch (error) {
      logFailure(`Deleting the ${spec.singular.toLowerCase()} failed`, error);
      // Spec §8 only logs this; a refused delete (409: it still has courses, subjects or
      // documents) says why, or the admin is left guessing (README, Decisions).
      const reason = refusalMessage(error);
      if (reason) toast.error(reason);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setOpen(true);
          }}
        >
          {spec.tab}
        </Button>
      </Box>
      {loading ? (
        <Stack spacing={1} role="status" aria-label="Loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }}>{spec.empty}</Typography>
      ) : (
        <Box component="ul" aria-label={`${spec.singular} list`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Box
              component="li"
              key={row.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography>{row.primary}</Typography>
                <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>{row.secondary}</Typography>
              </Box>
              <IconButton
                aria-label={`Delete ${row.primary}`}
                onClick={() => {
                  void remove(row.id);
                }}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {open && catalogue && (
        <AddDialog
          spec={spec}
          catalogue={catalogue}
          onClose={() => {
            setOpen(false);
          }}
          onAdded={reload}
        />
      )}
    </Box>
  );
}

function AddDialog({
  spec,
  catalogue,
  onClose,
  onAdded,
}: {
  spec: KindSpec;
  catalogue: Catalogue;
  onClose: () => void;
  onAdded: () => void;
}) {
  const empty = Object.fromEntries(spec.fields.map((f) => [f.name, ''])) as Record<string, string>;
  const [values, setValues] = useState<Record<string, string>>(empty);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const complete = spec.fields.every((f) => (values[f.name] ?? '').trim() !== '');

  const submit = async () => {
    setBusy(true);
    try {
      const body: Record<string, string | number> = {};
      for (const field of spec.fields) {
        const value = (values[field.name] ?? '').trim();
        body[field.name] = field.type === 'number' ? Number(value) : value;
      }
      await createCatalogueItem(spec.kind, body);
      toast.success(strings.admin.added(spec.singular));
      setValues(empty);
      onAdded();
      onClose();
    } catch (error) {
      logFailure(`Adding the ${spec.singular.toLowerCase()} failed`, error);
      // As for deletes: a refused add (a duplicate name, a year beyond the course) says why.
      const reason = refusalMessage(error);
      if (reason) toast.error(reason);
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && complete) void submit();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="admin-add-title" fullWidth maxWidth="sm">
      <DialogTitle id="admin-add-title" sx={{ pr: 6 }}>
        {spec.tab}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} sx={{ pt: 1 }} aria-label={spec.tab}>
          {spec.fields.map((field) => {
            const options = field.options?.(catalogue, values);
            return (
              <TextField
                key={field.name}
                label={field.label}
                name={field.name}
                required
                select={options !== undefined}
                type={field.type === 'number' ? 'number' : 'text'}
                value={values[field.name] ?? ''}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((current) => ({ ...current, [field.name]: value }));
                }}
              >
                {options?.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            );
          })}
          <Button type="submit" variant="contained" disabled={busy || !complete}>
            {busy ? strings.admin.adding(spec.singular) : `Add ${spec.singular}`}
          </Button>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
