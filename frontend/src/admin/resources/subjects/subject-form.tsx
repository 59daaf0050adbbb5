import { NumberInput, TextInput } from 'react-admin';
import { CatalogueParentInputs } from '../../catalogue/catalogue-reference-input';
import { validateName, validateYears } from '../../catalogue/validators';

/** College, then that college's courses, then that course's branches. */
export const SubjectInputs = () => (
  <>
    <TextInput source="name" label="Subject Name" validate={validateName} />
    <NumberInput source="year" label="Year" min={1} max={10} step={1} validate={validateYears} />
    <CatalogueParentInputs depth={3} />
  </>
);
