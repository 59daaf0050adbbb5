import { BooleanField, Button, Datagrid, List, NumberField, TextField, TextInput } from 'react-admin';
import type { ApiSchema } from '@/lib/api-types';
import { useRowUpdate } from '../use-row-update';

/** Grants or withdraws the admin role; the server refuses an admin's own. */
function RoleButton() {
  const { record, run, isPending } = useRowUpdate('Could not change the role');
  if (!record) return null;
  const makeAdmin = record.isAdmin !== true;
  const change = () => {
    run(
      { isAdmin: makeAdmin } satisfies ApiSchema<'SetRoleDto'>,
      makeAdmin ? 'Now an administrator.' : 'No longer an administrator.',
    );
  };
  return <Button label={makeAdmin ? 'Make admin' : 'Remove admin'} disabled={isPending} onClick={change} />;
}

const userFilters = [<TextInput key="q" source="q" label="Search" alwaysOn resettable />];

export const UserList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }} filters={userFilters} exporter={false}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
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
