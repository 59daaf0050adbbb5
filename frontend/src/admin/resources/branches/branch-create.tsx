import { CatalogueCreate } from '../../catalogue/catalogue-forms';
import { BranchInputs } from './branch-form';

export const BranchCreate = () => (
  <CatalogueCreate>
    <BranchInputs />
  </CatalogueCreate>
);
