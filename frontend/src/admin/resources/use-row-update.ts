import { useNotify, useRecordContext, useRefresh, useResourceContext, useUpdate } from 'react-admin';

/**
 * A row action that changes the record on the server (pessimistically), then says so and reloads
 * the list; a refusal shows the server's message.
 */
export function useRowUpdate(failure: string) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const run = (data: Record<string, unknown>, success: string) => {
    if (!record || !resource) return;
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
