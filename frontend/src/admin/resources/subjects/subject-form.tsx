import { TextInput } from 'react-admin';
import { CatalogueParentInputs } from '../../catalogue/catalogue-reference-input';
import { validateName } from '../../catalogue/validators';

/** College, then that college's courses, then that course's branches, then the year. */
export const SubjectInputs = () => (
  <>
    <TextInput source="name" label="Subject Name" validate={validateName} />
    <CatalogueParentInputs of="subject" />
  </>
);
