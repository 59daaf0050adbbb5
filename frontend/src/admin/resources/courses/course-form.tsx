import { NumberInput, TextInput } from 'react-admin';
import { CatalogueParentInputs } from '../../catalogue/catalogue-reference-input';
import { validateAbbreviation, validateName, validateYears } from '../../catalogue/validators';

export const CourseInputs = () => (
  <>
    <TextInput source="courseName" label="Course Name" validate={validateName} />
    <TextInput source="abbreviation" label="Abbreviation" validate={validateAbbreviation} />
    <NumberInput source="duration" label="Duration (years)" min={1} max={10} step={1} validate={validateYears} />
    <CatalogueParentInputs of="course" />
  </>
);
