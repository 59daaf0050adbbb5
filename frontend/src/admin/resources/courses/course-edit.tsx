import type { Identifier } from 'react-admin';
import { CatalogueEdit } from '../../catalogue/catalogue-forms';
import { CourseInputs } from './course-form';

export const CourseEdit = ({ id }: { id: Identifier }) => (
  <CatalogueEdit id={id}>
    <CourseInputs />
  </CatalogueEdit>
);
