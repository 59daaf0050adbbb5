import CheckIcon from '@mui/icons-material/Check';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useState } from 'react';
import {
  Button,
  Confirm,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { strings } from '@/config/strings';
import type { ApiSchema } from '@/lib/api-types';
import { ExportActions } from '../../layout/export-actions';
import { viewerHref } from '../documents/document-links';
import { useRowUpdate } from '../use-row-update';

type ReportStatus = ApiSchema<'ReportDto'>['status'];
type ReportReason = ApiSchema<'ReportDto'>['reason'];

/** The reason in the words the student picked it by, not its code ('wrong-details'). */
export const reasonLabel = (record: RaRecord): string => {
  const reason = record.reason as ReportReason;
  return strings.viewer.reasons[reason] ?? String(reason);
};

/**
 * Dismiss at once; "Delete document" asks first, quoting the title, as the documents list's
 * Delete does (issue 25 item 6): it cannot be undone. The server mails the uploader why.
 */
function ResolveButtons() {
  const { record, run, isPending } = useRowUpdate('Could not resolve the report');
  const [confirming, setConfirming] = useState(false);
  if (!record || record.status !== ('open' satisfies ReportStatus)) return null;
  const title = (record.document as ApiSchema<'ReportDocumentDto'> | undefined)?.title ?? 'this document';
  const resolve = (action: ApiSchema<'ResolveReportDto'>['action']) => {
    run(
      { action } satisfies ApiSchema<'ResolveReportDto'>,
      action === 'dismiss' ? 'Report dismissed.' : 'Document deleted.',
    );
  };
  return (
    <>
      <Button
        label="Dismiss"
        disabled={isPending}
        onClick={() => {
          resolve('dismiss');
        }}
      >
        <CheckIcon />
      </Button>
      <Button
        label="Delete document"
        color="error"
        disabled={isPending}
        onClick={() => {
          setConfirming(true);
        }}
      >
        <DeleteForeverIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={`Delete "${title}"?`}
        content="The document, its file and every report on it are removed; the uploader is told why by e-mail. This cannot be undone."
        confirm="Delete document"
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          resolve('delete-document');
        }}
        onClose={() => {
          setConfirming(false);
        }}
      />
    </>
  );
}

const reportFilters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    choices={
      [
        { id: 'open', name: 'Open' },
        { id: 'dismissed', name: 'Dismissed' },
        { id: 'actioned', name: 'Document deleted' },
      ] satisfies { id: ReportStatus; name: string }[]
    }
  />,
];

// The reported document in the student app. `label` and `sortBy` are read by the Datagrid header.
function DocumentLink(_props: { label: string; sortBy: string }) {
  const record = useRecordContext();
  const document = record?.document as ApiSchema<'ReportDocumentDto'> | undefined;
  if (!document) return null;
  return (
    <a href={viewerHref(document)} target="_blank" rel="noopener">
      {document.title}
    </a>
  );
}

export const ReportList = () => (
  <List
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={reportFilters}
    filterDefaultValues={{ status: 'open' satisfies ReportStatus }}
    actions={<ExportActions />}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DocumentLink label="Document" sortBy="document.title" />
      <FunctionField source="reason" label="Reason" render={reasonLabel} />
      <TextField source="note" emptyText="—" sortable={false} />
      <TextField source="reporter.username" label="Reported by" />
      <TextField source="status" />
      <DateField source="createdAt" label="Reported" showTime />
      <ResolveButtons />
    </Datagrid>
  </List>
);
