import type { Identifier } from 'react-admin';
import { CatalogueEdit } from '../../catalogue/catalogue-forms';
import { BranchInputs } from './branch-form';

export const BranchEdit = ({ id }: { id: Identifier }) => (
  <CatalogueEdit id={id}>
    <BranchInputs />
  </CatalogueEdit>
);
