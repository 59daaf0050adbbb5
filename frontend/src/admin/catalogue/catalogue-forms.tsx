/**
 * The add and edit forms of a catalogue kind, each in an overlay over its list. They close by
 * going back to the list's route, so a new form starts empty (spec §4: the form resets).
 */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import {
  CreateBase,
  EditBase,
  Form,
  SaveButton,
  useNotify,
  useRedirect,
  useResourceContext,
  useSaveContext,
  type Identifier,
} from 'react-admin';
import { strings } from '@/config/strings';
import { catalogueKind, type CatalogueKind } from './catalogue-kinds';
import { FormDialog } from './form-dialog';

function useCatalogueForm() {
  const kind = catalogueKind(useResourceContext());
  const notify = useNotify();
  const redirect = useRedirect();
  const close = () => {
    redirect('list', kind.resource);
  };
  const succeeded = (message: string) => {
    notify(message, { type: 'success' });
    close();
  };
  return { kind, close, succeeded };
}

/** 'Add College', reading 'Adding College...' while the request runs (spec §4). */
function AddButton({ kind }: { kind: CatalogueKind }) {
  const { saving } = useSaveContext();
  return (
    <SaveButton
      label={saving ? strings.admin.adding(kind.singular) : kind.add}
      icon={<AddIcon />}
      fullWidth
      size="large"
    />
  );
}

const fields = (children: ReactNode) => <Stack sx={{ pt: 1, pb: 1 }}>{children}</Stack>;

export function CatalogueCreate({ children }: { children: ReactNode }) {
  const { kind, close, succeeded } = useCatalogueForm();
  return (
    <FormDialog title={kind.add} onClose={close}>
      <CreateBase
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            succeeded(strings.admin.added(kind.singular));
          },
        }}
      >
        <Form>
          {fields(children)}
          <AddButton kind={kind} />
        </Form>
      </CreateBase>
    </FormDialog>
  );
}

export function CatalogueEdit({ id, children }: { id: Identifier; children: ReactNode }) {
  const { kind, close, succeeded } = useCatalogueForm();
  return (
    <FormDialog title={`Edit ${kind.singular}`} onClose={close}>
      <EditBase
        id={id}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: () => {
            succeeded(`${kind.singular} updated successfully.`);
          },
        }}
        loading={
          <Box role="status" aria-label="Loading" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-hidden />
          </Box>
        }
      >
        <Form>
          {fields(children)}
          <SaveButton fullWidth size="large" />
        </Form>
      </EditBase>
    </FormDialog>
  );
}
