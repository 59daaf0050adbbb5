import { CatalogueCreate } from '../../catalogue/catalogue-forms';
import { CourseInputs } from './course-form';

export const CourseCreate = () => (
  <CatalogueCreate>
    <CourseInputs />
  </CatalogueCreate>
);
