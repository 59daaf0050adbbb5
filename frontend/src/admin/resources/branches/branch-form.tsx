import { TextInput } from 'react-admin';
import { CatalogueParentInputs } from '../../catalogue/catalogue-reference-input';
import { validateAbbreviation, validateName } from '../../catalogue/validators';

export const BranchInputs = () => (
  <>
    <TextInput source="branchName" label="Branch Name" validate={validateName} />
    <TextInput source="abbreviation" label="Abbreviation" validate={validateAbbreviation} />
    <CatalogueParentInputs of="branch" />
  </>
);
