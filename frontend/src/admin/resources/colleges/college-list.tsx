import { TextField } from 'react-admin';
import { CatalogueList } from '../../catalogue/catalogue-list';
import { CollegeCreate } from './college-create';
import { CollegeEdit } from './college-edit';

/** Colleges show name and location (spec §2). */
export const CollegeList = () => (
  <CatalogueList
    primaryText={(college) => String(college.collegeName)}
    secondaryText={(college) => String(college.location)}
    create={CollegeCreate}
    edit={CollegeEdit}
  >
    <TextField source="collegeName" label="College" />
    <TextField source="location" />
  </CatalogueList>
);
