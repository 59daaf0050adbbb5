import { Datagrid, DateField, List, TextField } from 'react-admin';
import { ExportActions } from '../../layout/export-actions';

export const FeedbackList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }} actions={<ExportActions />}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="feedback" sortable={false} />
      <DateField source="createdAt" label="Sent" showTime />
    </Datagrid>
  </List>
);
