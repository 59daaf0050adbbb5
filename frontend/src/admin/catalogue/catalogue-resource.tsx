/**
 * The react-admin resource of one catalogue kind, stamped from its description
 * (catalogue-kinds.ts): its list, with the add and edit forms opening over it (CatalogueList).
 * One implementation for colleges, courses, branches and subjects.
 */
import { NumberField, NumberInput, TextArrayInput, TextField, TextInput, type Identifier } from 'react-admin';
import type { CatalogueKind, FormField } from './catalogue-kinds';
import { CatalogueCreate, CatalogueEdit } from './catalogue-forms';
import { CatalogueList } from './catalogue-list';
import { CatalogueParentInputs } from './catalogue-reference-input';
import { validateAbbreviation, validateAliases, validateCode, validateName, validateYears } from './validators';

function FormInput({ field }: { field: FormField }) {
  if (field.rule === 'years') {
    return <NumberInput source={field.source} label={field.label} min={1} max={10} step={1} validate={validateYears} />;
  }
  if (field.rule === 'aliases') {
    return (
      <TextArrayInput
        source={field.source}
        label={field.label}
        helperText="Short names students use, e.g. OS: type one and press Enter"
        validate={validateAliases}
      />
    );
  }
  if (field.rule === 'code') return <TextInput source={field.source} label={field.label} validate={validateCode} />;
  const validate = field.rule === 'abbreviation' ? validateAbbreviation : validateName;
  return <TextInput source={field.source} label={field.label} validate={validate} />;
}

export function catalogueResource(kind: CatalogueKind) {
  // The kind's own fields, then its parents top down (a subject's college, course, branch and year).
  const Inputs = () => (
    <>
      {kind.form.map((field) => (
        <FormInput key={field.source} field={field} />
      ))}
      <CatalogueParentInputs of={kind.level.key} />
    </>
  );
  const Create = () => (
    <CatalogueCreate>
      <Inputs />
    </CatalogueCreate>
  );
  const Edit = ({ id }: { id: Identifier }) => (
    <CatalogueEdit id={id}>
      <Inputs />
    </CatalogueEdit>
  );
  const List = () => (
    <CatalogueList primaryText={kind.primaryText} secondaryText={kind.secondaryText} create={Create} edit={Edit}>
      {kind.columns.map((column) =>
        column.number ? (
          <NumberField key={column.source} source={column.source} label={column.label} />
        ) : (
          <TextField key={column.source} source={column.source} label={column.label} />
        ),
      )}
    </CatalogueList>
  );
  return {
    list: List,
    // The add and edit forms open over the list (see CatalogueList).
    hasCreate: true,
    hasEdit: true,
    icon: kind.icon,
    recordRepresentation: kind.level.nameField,
  };
}
