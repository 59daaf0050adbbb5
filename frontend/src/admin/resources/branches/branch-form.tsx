import { TextInput } from 'react-admin';
import { CatalogueReferenceInput } from '../../catalogue/catalogue-reference-input';
import { validateAbbreviation, validateName } from '../../catalogue/validators';

export const BranchInputs = () => (
  <>
    <TextInput source="branchName" label="Branch Name" validate={validateName} />
    <TextInput source="abbreviation" label="Abbreviation" validate={validateAbbreviation} />
    <CatalogueReferenceInput source="collegeId" reference="colleges" label="College" optionText="collegeName" />
    <CatalogueReferenceInput
      source="courseId"
      reference="courses"
      label="Course"
      optionText="courseName"
      parent={{ source: 'collegeId', label: 'College' }}
    />
  </>
);
