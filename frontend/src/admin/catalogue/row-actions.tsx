/**
 * A catalogue row's actions: edit (opens the edit overlay) and delete (spec: "a delete icon"),
 * the delete after a confirmation, with the spec's message or the server's reason for refusing.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Confirm,
  useCreatePath,
  useDelete,
  useGetRecordRepresentation,
  useNotify,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { strings } from '@/config/strings';
import { catalogueKind } from './catalogue-kinds';

function useRowName() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const name = record ? represent(record) : '';
  return { record, resource, name: typeof name === 'string' ? name : String(record?.id ?? '') };
}

function EditRowButton() {
  const { record, resource, name } = useRowName();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    <Tooltip title="Edit">
      <IconButton
        component={Link}
        to={createPath({ resource, id: record.id, type: 'edit' })}
        aria-label={`Edit ${name}`}
      >
        <EditIcon />
      </IconButton>
    </Tooltip>
  );
}

function DeleteRowButton() {
  const { record, resource, name } = useRowName();
  const kind = catalogueKind(resource);
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  if (!record) return null;

  const remove = () => {
    void deleteOne(
      kind.resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(strings.admin.deleted(kind.singular), { type: 'success' });
        },
        onError: (error) => {
          setOpen(false);
          // Refused while courses, subjects or documents still point at it: the reason says which.
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
        },
      },
    );
  };

  return (
    <>
      <Tooltip title="Delete">
        <IconButton
          aria-label={`Delete ${name}`}
          color="error"
          onClick={() => {
            setOpen(true);
          }}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Delete ${name}?`}
        content="This cannot be undone."
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => {
          setOpen(false);
        }}
      />
    </>
  );
}

// `label` and `textAlign` are read by the Datagrid header.
export function RowActions(_props: { label?: string; textAlign?: 'right' }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <EditRowButton />
      <DeleteRowButton />
    </Stack>
  );
}
