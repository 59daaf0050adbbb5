import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useQuery } from '@/lib/use-query';
import { getUserNotes, getUserPapers } from '../api/get-user-uploads';
import { DocumentGrid } from './document-list-states';

type UploadTab = 'notes' | 'papers';

/**
 * The user's uploads: a Notes tab (default) and a Papers tab. The tab is kept in the address
 * (?tab=papers, replacing the entry), so coming back from a document (Back, or after deleting it)
 * returns to the tab it was opened from.
 */
export function UploadedItems() {
  const [params, setParams] = useSearchParams();
  const tab: UploadTab = params.get('tab') === 'papers' ? 'papers' : 'notes';
  const setTab = (next: UploadTab) => {
    setParams(next === 'notes' ? {} : { tab: next }, { replace: true });
  };
  const { data, loading, error } = useQuery(`uploads:${tab}`, tab === 'notes' ? getUserNotes : getUserPapers);
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: UploadTab) => {
          setTab(value);
        }}
        aria-label="Uploaded items"
        sx={{ mb: 3 }}
      >
        <Tab value="notes" label="Notes" id="uploads-tab-notes" aria-controls="uploads-panel" />
        <Tab value="papers" label="Papers" id="uploads-tab-papers" aria-controls="uploads-panel" />
      </Tabs>
      <Box role="tabpanel" id="uploads-panel" aria-labelledby={`uploads-tab-${tab}`}>
        <DocumentGrid
          docs={data}
          loading={loading}
          failed={error !== undefined}
          emptyText={tab === 'notes' ? 'No notes uploaded yet' : 'No papers uploaded yet'}
          hrefFor={paths.uploadItems.document.getHref}
        />
      </Box>
    </Box>
  );
}
