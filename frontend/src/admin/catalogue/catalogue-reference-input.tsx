/**
 * A required choice of a catalogue parent (a listed level of the chain: college, course, branch), by id. With `parent`, the
 * choices cascade: only the chosen college's courses, only the chosen course's branches, and a
 * new parent empties the choice (a course of the old college would be refused by the server).
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import {
  FormDataConsumer,
  InputHelperText,
  NumberInput,
  ReferenceInput,
  required,
  useChoicesContext,
  useInput,
  type RaRecord,
} from 'react-admin';
import { ancestorsOf, isListed, type CatalogueLevelKey, type ListedLevel } from '@/config/catalogue-chain';
import { validateYears } from './validators';

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
  reference: string;
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

/** A listed level's parent input: `collegeId`, choosing among `colleges` by `collegeName`. */
const referenceTo = (level: ListedLevel) => ({
  source: `${level.key}Id`,
  reference: level.resource,
  label: level.words.label,
  optionText: level.nameField,
});

/**
 * The levels a catalogue row is filed under (config/catalogue-chain.ts), top down: a choice per
 * listed ancestor, each narrowing the next (a course's college; a subject's college, course and
 * branch), and a number per numbered one (a subject's year).
 */
export function CatalogueParentInputs({ of }: { of: CatalogueLevelKey }) {
  const levels = ancestorsOf(of);
  return (
    <>
      {levels.map((level, index) => {
        if (!isListed(level)) {
          return (
            <NumberInput
              key={level.key}
              source={level.key}
              label={level.words.label}
              min={1}
              max={10}
              step={1}
              validate={validateYears}
            />
          );
        }
        const above = levels.slice(0, index).filter(isListed).at(-1);
        const parent = above ? { source: referenceTo(above).source, label: above.words.label } : undefined;
        return <CatalogueReferenceInput key={level.key} {...referenceTo(level)} parent={parent} />;
      })}
    </>
  );
}
