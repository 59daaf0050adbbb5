import { Datagrid, DateField, List, TextField } from 'react-admin';

export const FeedbackList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="feedback" sortable={false} />
      <DateField source="createdAt" label="Sent" showTime />
    </Datagrid>
  </List>
);
