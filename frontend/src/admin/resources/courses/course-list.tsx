import { NumberField, TextField } from 'react-admin';
import { CatalogueList } from '../../catalogue/catalogue-list';
import { CourseCreate } from './course-create';
import { CourseEdit } from './course-edit';

export const CourseList = () => (
  <CatalogueList
    primaryText={(course) => `${String(course.courseName)} (${String(course.abbreviation)})`}
    secondaryText={(course) => `${String(course.college)} · ${String(course.duration)} years`}
    create={CourseCreate}
    edit={CourseEdit}
  >
    <TextField source="courseName" label="Course" />
    <TextField source="abbreviation" />
    <TextField source="college" />
    <NumberField source="duration" label="Years" />
  </CatalogueList>
);
