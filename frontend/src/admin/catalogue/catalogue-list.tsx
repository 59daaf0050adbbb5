/**
 * The list of one catalogue kind (spec §2 Admin panel): newest first, searchable, paged on the
 * server; a row per item with edit and delete icons (a table on wide screens, two lines per item
 * on phones); an add button; the spec's empty text. The add and edit forms open over the list at
 * `<kind>/create` and `<kind>/<id>`, routes this list owns (react-admin demo's drawer pattern).
 */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { useMatch } from 'react-router-dom';
import {
  Datagrid,
  List,
  SimpleList,
  TextInput,
  TopToolbar,
  useCreatePath,
  useRedirect,
  useResourceContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { catalogueKind, type CatalogueKind } from './catalogue-kinds';
import { RowActions } from './row-actions';

const CATALOGUE_PER_PAGE = 25;

function AddButton({ kind }: { kind: CatalogueKind }) {
  const redirect = useRedirect();
  return (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => {
        redirect('create', kind.resource);
      }}
    >
      {kind.add}
    </Button>
  );
}

function Empty({ kind }: { kind: CatalogueKind }) {
  return (
    <Box sx={{ py: 6, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>{kind.empty}</Typography>
      <AddButton kind={kind} />
    </Box>
  );
}

const searchFilter = [<TextInput key="q" source="q" label="Search" alwaysOn resettable />];

interface CatalogueListProps {
  /** Columns of the wide-screen table. */
  children: ReactNode;
  /** The two lines of an item on phones. */
  primaryText: (record: RaRecord) => string;
  secondaryText: (record: RaRecord) => string;
  create: ComponentType;
  edit: ComponentType<{ id: Identifier }>;
}

export function CatalogueList({
  children,
  primaryText,
  secondaryText,
  create: Create,
  edit: Edit,
}: CatalogueListProps) {
  const kind = catalogueKind(useResourceContext());
  const listPath = useCreatePath()({ resource: kind.resource, type: 'list' });
  const creating = useMatch(`${listPath}/create`) !== null;
  const editing = useMatch(`${listPath}/:id`)?.params.id;
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  return (
    <>
      <List
        resource={kind.resource}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={CATALOGUE_PER_PAGE}
        filters={searchFilter}
        actions={
          <TopToolbar>
            <AddButton kind={kind} />
          </TopToolbar>
        }
        empty={<Empty kind={kind} />}
        exporter={false}
      >
        {narrow ? (
          <SimpleList
            primaryText={primaryText}
            secondaryText={secondaryText}
            rowClick={false}
            rightIcon={() => <RowActions />}
            aria-label={`${kind.singular} list`}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} aria-label={`${kind.singular} list`}>
            {children}
            <RowActions label="Actions" textAlign="right" />
          </Datagrid>
        )}
      </List>
      {creating && <Create />}
      {!creating && editing !== undefined && <Edit id={editing} />}
    </>
  );
}
