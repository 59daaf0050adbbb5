import { CatalogueCreate } from '../../catalogue/catalogue-forms';
import { SubjectInputs } from './subject-form';

export const SubjectCreate = () => (
  <CatalogueCreate>
    <SubjectInputs />
  </CatalogueCreate>
);
