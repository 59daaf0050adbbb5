/**
 * A draft card's form (issue 26): its first values from the analysis' suggestion, which of them
 * were suggested, what is still missing, and the body publishing sends. Pure, so the rules are
 * tested apart from the screen.
 */
import { CATALOGUE_CHAIN, LISTED_LEVELS, type CatalogueLevelKey } from '@/config/catalogue-chain';
import { strings } from '@/config/strings';
import type { Catalogue } from '../api/get-catalogue';
import type { UploadInput } from '../api/create-document';
import type { DraftSuggestion, PublishDraftInput, SuggestedValue } from '../api/uploads';
import { EXAM_TYPE_LABELS, type DocType, type ExamType } from '../types';
import { choose, optionsFor, type Choices } from './catalogue-cascade';
import { examYearProblem } from './exam-year';
import type { UploadStart } from './upload-start';

export type DraftFields = Required<Omit<UploadInput, 'file'>>;
export type DraftFieldKey = keyof DraftFields;

export const EMPTY_DRAFT_FIELDS: DraftFields = {
  title: '',
  description: '',
  ...(Object.fromEntries(CATALOGUE_CHAIN.map((level) => [level.key, ''])) as Record<CatalogueLevelKey, string>),
  docType: 'paper',
  examType: '',
  examYear: '',
  answersFor: '',
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

/** The API types a suggested value as string or number; these keep only what the form can hold. */
const asText = (suggested: SuggestedValue | null): string | undefined =>
  suggested === null ? undefined : String(suggested.value).trim() || undefined;
const asDocType = (suggested: SuggestedValue | null): DocType | undefined => {
  const value = asText(suggested);
  return value === 'paper' || value === 'note' ? value : undefined;
};
const asExamType = (suggested: SuggestedValue | null): ExamType | undefined => {
  const value = asText(suggested);
  return value !== undefined && Object.hasOwn(EXAM_TYPE_LABELS, value) ? (value as ExamType) : undefined;
};

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
  const docType = asDocType(suggestion.type);
  if (docType) {
    fields.docType = docType;
    suggested.add('docType');
  }
  const examType = asExamType(suggestion.examType);
  if (examType && fields.docType === 'paper') {
    fields.examType = examType;
    suggested.add('examType');
  }
  const examYear = asText(suggestion.examYear);
  if (examYear !== undefined && examYearProblem(examYear) === undefined) {
    fields.examYear = examYear;
    suggested.add('examYear');
  }
  const title = asText(suggestion.title);
  if (title !== undefined) {
    fields.title = title;
    suggested.add('title');
  }
  const description = suggestedDescription(fields, suggested);
  if (description !== undefined) {
    fields.description = description;
    suggested.add('description');
  }
  return { fields, suggested };
}

/**
 * A description written from the suggested fields ("End Semester paper, 2023-24 — Operating
 * Systems", "Notes — Operating Systems"), when the type and something to say were suggested: the
 * subject, or for a paper its exam type. Undefined otherwise (the field stays empty and missing).
 */
function suggestedDescription(fields: DraftFields, suggested: ReadonlySet<DraftFieldKey>): string | undefined {
  const subject = suggested.has('subject') ? fields.subject : undefined;
  const text = strings.upload.suggestedDescription;
  if (!suggested.has('docType')) return undefined;
  if (fields.docType === 'note') return subject ? text.notes(subject) : undefined;
  const examType = suggested.has('examType') && fields.examType ? EXAM_TYPE_LABELS[fields.examType] : undefined;
  if (!subject && !examType) return undefined;
  return text.paper(examType, suggested.has('examYear') ? fields.examYear : undefined, subject);
}

/**
 * A start (the wizard's "Be the first to upload" place, the student's profile) for what the
 * analysis did not suggest: when no catalogue level was suggested, the start's levels the catalogue
 * offers (root first); when the type was not suggested, the start's type. Not marked "Suggested".
 */
export function withStart(catalogue: Catalogue | undefined, filled: Prefill, start: UploadStart | undefined): Prefill {
  if (!start) return filled;
  const fields = { ...filled.fields };
  if (catalogue && !CATALOGUE_CHAIN.some((level) => filled.suggested.has(level.key))) {
    let choices = Object.fromEntries(CATALOGUE_CHAIN.map((level) => [level.key, ''])) as Choices;
    for (const level of CATALOGUE_CHAIN) {
      const value = start[level.key];
      if (value === undefined || !optionsFor(catalogue, level, choices).includes(value)) continue;
      choices = choose(catalogue, CATALOGUE_CHAIN, choices, level.key, value).choices;
    }
    Object.assign(fields, choices);
  }
  if (start.docType && !filled.suggested.has('docType')) {
    fields.docType = start.docType;
    if (start.docType !== 'paper') fields.examType = '';
  }
  return { fields, suggested: filled.suggested };
}

/** What a held publish keeps (issue 25: held for 'Add Information', across a reload): its drafts' forms. */
export interface HeldPublish {
  drafts: { id: string; fields: DraftFields }[];
}

/** What storage gave back is a held publish (else undefined). */
export function heldPublishOf(value: unknown): HeldPublish | undefined {
  if (typeof value !== 'object' || value === null || !('drafts' in value) || !Array.isArray(value.drafts))
    return undefined;
  const drafts = (value.drafts as unknown[]).filter(
    (entry): entry is HeldPublish['drafts'][number] =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { id?: unknown }).id === 'string' &&
      typeof (entry as { fields?: unknown }).fields === 'object' &&
      (entry as { fields?: unknown }).fields !== null &&
      Object.keys(EMPTY_DRAFT_FIELDS).every(
        (key) =>
          // Held before answer keys (issue 27): none.
          (key === 'answersFor' && (entry as { fields: Record<string, unknown> }).fields[key] === undefined) ||
          typeof (entry as { fields: Record<string, unknown> }).fields[key] === 'string',
      ),
  );
  return { drafts: drafts.map((entry) => ({ ...entry, fields: { ...EMPTY_DRAFT_FIELDS, ...entry.fields } })) };
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
  // Issue 27: the paper this document answers, when one was picked.
  if (fields.answersFor !== '') body.answersFor = fields.answersFor;
  return body;
}
