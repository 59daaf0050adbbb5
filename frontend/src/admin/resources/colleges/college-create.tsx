import { CatalogueCreate } from '../../catalogue/catalogue-forms';
import { CollegeInputs } from './college-form';

export const CollegeCreate = () => (
  <CatalogueCreate>
    <CollegeInputs />
  </CatalogueCreate>
);
