/**
 * A required choice of a catalogue parent (college, course, branch), by id. With `parent`, the
 * choices cascade: only the chosen college's courses, only the chosen course's branches, and a
 * new parent empties the choice (a course of the old college would be refused by the server).
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import {
  FormDataConsumer,
  InputHelperText,
  ReferenceInput,
  required,
  useChoicesContext,
  useInput,
  type RaRecord,
} from 'react-admin';
import type { CatalogueResource } from './catalogue-kinds';

/** Enough for every course of a college or branch of a course (the API's page cap). */
const ALL_CHOICES = 1000;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

interface ParentField {
  /** The parent's form field; also the API's filter key (`collegeId`, `courseId`). */
  source: string;
  label: string;
}

interface CatalogueReferenceInputProps {
  source: string;
  reference: CatalogueResource;
  label: string;
  /** The name field of the reference, shown and sorted by. */
  optionText: string;
  parent?: ParentField;
}

export function CatalogueReferenceInput({
  source,
  reference,
  label,
  optionText,
  parent,
}: CatalogueReferenceInputProps) {
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const parentId: unknown = parent ? (formData as Record<string, unknown>)[parent.source] : undefined;
        return (
          <ReferenceInput
            source={source}
            reference={reference}
            sort={{ field: optionText, order: 'ASC' }}
            perPage={ALL_CHOICES}
            filter={parent ? { [parent.source]: parentId } : {}}
            queryOptions={{ enabled: !parent || !isEmpty(parentId) }}
          >
            <CascadingSelect label={label} optionText={optionText} parent={parent} parentId={parentId} />
          </ReferenceInput>
        );
      }}
    </FormDataConsumer>
  );
}

function CascadingSelect({
  label,
  optionText,
  parent,
  parentId,
}: {
  label: string;
  optionText: string;
  parent: ParentField | undefined;
  parentId: unknown;
}) {
  const { allChoices = [], source } = useChoicesContext<RaRecord>();
  const { id, field, fieldState, isRequired } = useInput({ source, validate: required() });
  const { onChange } = field;

  const previousParent = useRef(parentId);
  useEffect(() => {
    const previous = previousParent.current;
    previousParent.current = parentId;
    // Not when the parent first gets a value: an edit form loads its record that way.
    if (!isEmpty(previous) && previous !== parentId) onChange('');
  }, [parentId, onChange]);

  const waiting = parent !== undefined && isEmpty(parentId);
  const value: unknown = field.value;
  // Until the choices arrive, show nothing rather than an id MUI cannot label.
  const shown = allChoices.some((choice) => choice.id === value) ? String(value) : '';

  return (
    <TextField
      select
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={shown}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      onBlur={field.onBlur}
      label={label}
      required={isRequired}
      disabled={waiting}
      error={fieldState.invalid}
      fullWidth
      margin="dense"
      helperText={
        <InputHelperText
          error={fieldState.error?.message}
          helperText={waiting && parent ? `Choose a ${parent.label.toLowerCase()} first` : undefined}
        />
      }
    >
      {allChoices.map((choice) => (
        <MenuItem key={String(choice.id)} value={String(choice.id)}>
          {String(choice[optionText])}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The chain a catalogue row is filed under, top down; each choice narrows the next. */
const PARENT_CHAIN = [
  { source: 'collegeId', reference: 'colleges', label: 'College', optionText: 'collegeName' },
  { source: 'courseId', reference: 'courses', label: 'Course', optionText: 'courseName' },
  { source: 'branchId', reference: 'branches', label: 'Branch', optionText: 'branchName' },
] as const satisfies readonly (Omit<CatalogueReferenceInputProps, 'parent'> & { reference: CatalogueResource })[];

/** A course's college (depth 1), a branch's college and course (2), a subject's three (3). */
export function CatalogueParentInputs({ depth }: { depth: 1 | 2 | 3 }) {
  return (
    <>
      {PARENT_CHAIN.slice(0, depth).map((link, index) => {
        const above = index > 0 ? PARENT_CHAIN[index - 1] : undefined;
        return (
          <CatalogueReferenceInput
            key={link.source}
            {...link}
            parent={above ? { source: above.source, label: above.label } : undefined}
          />
        );
      })}
    </>
  );
}
