import { TextInput } from 'react-admin';
import { validateName } from '../../catalogue/validators';

export const CollegeInputs = () => (
  <>
    <TextInput source="collegeName" label="College Name" validate={validateName} />
    <TextInput source="location" label="Location" validate={validateName} />
  </>
);
