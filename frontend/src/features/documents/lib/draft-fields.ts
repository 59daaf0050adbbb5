/**
 * A draft card's form (issue 26): its first values from the analysis' suggestion, which of them
 * were suggested, what is still missing, and the body publishing sends. Pure, so the rules are
 * tested apart from the screen.
 */
import { CATALOGUE_CHAIN, LISTED_LEVELS, type CatalogueLevelKey } from '@/config/catalogue-chain';
import type { Catalogue } from '../api/get-catalogue';
import type { UploadInput } from '../api/create-document';
import type { DraftSuggestion, PublishDraftInput } from '../api/uploads';
import { choose, optionsFor, type Choices } from './catalogue-cascade';
import { examYearProblem } from './exam-year';

export type DraftFields = Required<Omit<UploadInput, 'file'>>;
export type DraftFieldKey = keyof DraftFields;

export const EMPTY_DRAFT_FIELDS: DraftFields = {
  title: '',
  description: '',
  ...(Object.fromEntries(CATALOGUE_CHAIN.map((level) => [level.key, ''])) as Record<CatalogueLevelKey, string>),
  docType: 'paper',
  examType: '',
  examYear: '',
};

export interface Prefill {
  fields: DraftFields;
  /** The fields whose value came from the analysis (each shows "Suggested"). */
  suggested: ReadonlySet<DraftFieldKey>;
}

/** A catalogue level's suggested value, as the form holds it (a row's name; the year as a number). */
function suggestedChoice(
  catalogue: Catalogue,
  suggestion: DraftSuggestion,
  key: CatalogueLevelKey,
): string | undefined {
  if (key === 'year') return suggestion.year ? String(suggestion.year.value) : undefined;
  const level = LISTED_LEVELS.find((listed) => listed.key === key);
  const suggested = suggestion[`${key}Id`];
  if (!level || !suggested) return undefined;
  const rows: readonly Record<string, unknown>[] = catalogue[level.key];
  const row = rows.find((candidate) => candidate._id === suggested.value);
  return row ? String(row[level.nameField]) : undefined;
}

/**
 * The form's first values: each catalogue level the analysis suggested and the catalogue offers
 * under the levels above it (root first, through the cascade), then type, exam type, exam year and
 * title. A null suggestion, or one the catalogue does not offer, leaves its field empty.
 */
export function prefill(catalogue: Catalogue | undefined, suggestion: DraftSuggestion | undefined): Prefill {
  const suggested = new Set<DraftFieldKey>();
  if (!suggestion) return { fields: EMPTY_DRAFT_FIELDS, suggested };
  let choices = Object.fromEntries(CATALOGUE_CHAIN.map((level) => [level.key, ''])) as Choices;
  if (catalogue) {
    for (const level of CATALOGUE_CHAIN) {
      const value = suggestedChoice(catalogue, suggestion, level.key);
      if (value === undefined || !optionsFor(catalogue, level, choices).includes(value)) continue;
      choices = choose(catalogue, CATALOGUE_CHAIN, choices, level.key, value).choices;
      suggested.add(level.key);
    }
  }
  const fields: DraftFields = { ...EMPTY_DRAFT_FIELDS, ...choices };
  if (suggestion.type) {
    fields.docType = suggestion.type.value;
    suggested.add('docType');
  }
  if (suggestion.examType && fields.docType === 'paper') {
    fields.examType = suggestion.examType.value;
    suggested.add('examType');
  }
  if (suggestion.examYear && examYearProblem(suggestion.examYear.value) === undefined) {
    fields.examYear = suggestion.examYear.value;
    suggested.add('examYear');
  }
  if (suggestion.title && suggestion.title.value.trim() !== '') {
    fields.title = suggestion.title.value.trim();
    suggested.add('title');
  }
  return { fields, suggested };
}

/** The required fields still empty (or, for the exam year, not a year). */
export function missingFields(fields: DraftFields): DraftFieldKey[] {
  const missing: DraftFieldKey[] = [];
  if (fields.title.trim() === '') missing.push('title');
  if (fields.description.trim() === '') missing.push('description');
  for (const level of CATALOGUE_CHAIN) if (fields[level.key] === '') missing.push(level.key);
  if (fields.docType === 'paper' && fields.examType === '') missing.push('examType');
  if (examYearProblem(fields.examYear) !== undefined) missing.push('examYear');
  return missing;
}

/** The body of POST /api/uploads/{id}/publish; undefined while a required field is missing. */
export function publishInput(fields: DraftFields): PublishDraftInput | undefined {
  if (missingFields(fields).length > 0) return undefined;
  const body: PublishDraftInput = {
    type: fields.docType,
    title: fields.title.trim(),
    description: fields.description.trim(),
    college: fields.college,
    course: fields.course,
    branch: fields.branch,
    year: Number(fields.year),
    subject: fields.subject,
    examYear: fields.examYear.trim(),
  };
  if (fields.docType === 'paper' && fields.examType !== '') body.examType = fields.examType;
  return body;
}
