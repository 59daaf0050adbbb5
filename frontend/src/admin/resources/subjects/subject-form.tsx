import { NumberInput, TextInput } from 'react-admin';
import { CatalogueReferenceInput } from '../../catalogue/catalogue-reference-input';
import { validateName, validateYears } from '../../catalogue/validators';

/** College, then that college's courses, then that course's branches. */
export const SubjectInputs = () => (
  <>
    <TextInput source="name" label="Subject Name" validate={validateName} />
    <NumberInput source="year" label="Year" min={1} max={10} step={1} validate={validateYears} />
    <CatalogueReferenceInput source="collegeId" reference="colleges" label="College" optionText="collegeName" />
    <CatalogueReferenceInput
      source="courseId"
      reference="courses"
      label="Course"
      optionText="courseName"
      parent={{ source: 'collegeId', label: 'College' }}
    />
    <CatalogueReferenceInput
      source="branchId"
      reference="branches"
      label="Branch"
      optionText="branchName"
      parent={{ source: 'courseId', label: 'Course' }}
    />
  </>
);
