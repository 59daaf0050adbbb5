import type { Identifier } from 'react-admin';
import { CatalogueEdit } from '../../catalogue/catalogue-forms';
import { SubjectInputs } from './subject-form';

export const SubjectEdit = ({ id }: { id: Identifier }) => (
  <CatalogueEdit id={id}>
    <SubjectInputs />
  </CatalogueEdit>
);
