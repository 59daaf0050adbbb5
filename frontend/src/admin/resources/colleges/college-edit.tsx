import type { Identifier } from 'react-admin';
import { CatalogueEdit } from '../../catalogue/catalogue-forms';
import { CollegeInputs } from './college-form';

export const CollegeEdit = ({ id }: { id: Identifier }) => (
  <CatalogueEdit id={id}>
    <CollegeInputs />
  </CatalogueEdit>
);
