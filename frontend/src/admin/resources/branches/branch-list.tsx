import { TextField } from 'react-admin';
import { CatalogueList } from '../../catalogue/catalogue-list';
import { BranchCreate } from './branch-create';
import { BranchEdit } from './branch-edit';

export const BranchList = () => (
  <CatalogueList
    primaryText={(branch) => `${String(branch.branchName)} (${String(branch.abbreviation)})`}
    secondaryText={(branch) => `${String(branch.college)} · ${String(branch.course)}`}
    create={BranchCreate}
    edit={BranchEdit}
  >
    <TextField source="branchName" label="Branch" />
    <TextField source="abbreviation" />
    <TextField source="course" />
    <TextField source="college" />
  </CatalogueList>
);
