import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../api/get-catalogue';
import type { DraftSuggestion } from '../api/uploads';
import { EMPTY_DRAFT_FIELDS, missingFields, prefill, publishInput } from './draft-fields';

const catalogue = {
  college: [{ _id: 'c1', collegeName: 'IIT Delhi', location: 'Delhi' }],
  course: [{ _id: 'k1', courseName: 'B.Tech', abbreviation: 'BT', college: 'IIT Delhi', duration: 4 }],
  branch: [{ _id: 'b1', branchName: 'Computer Science', abbreviation: 'CSE', college: 'IIT Delhi', course: 'B.Tech' }],
  subject: [
    { _id: 's1', name: 'Data Structures', year: 2, branch: 'Computer Science', course: 'B.Tech', college: 'IIT Delhi' },
  ],
} as unknown as Catalogue;

const none: DraftSuggestion = {
  type: null,
  collegeId: null,
  courseId: null,
  branchId: null,
  subjectId: null,
  year: null,
  examType: null,
  examYear: null,
  title: null,
};

describe('prefill', () => {
  it('puts catalogue ids as names, and marks only what was suggested', () => {
    const { fields, suggested } = prefill(catalogue, {
      ...none,
      subjectId: { value: 's1', confidence: 0.9 },
      examYear: { value: '2023-24', confidence: 0.9 },
    });
    // The cascade settles the levels above the subject, but they were not suggested.
    expect(fields).toMatchObject({ subject: 'Data Structures', college: 'IIT Delhi', examYear: '2023-24' });
    expect([...suggested].sort()).toEqual(['examYear', 'subject']);
  });

  it('writes the description from the suggested type, exam, year and subject, and only from them', () => {
    const paper = prefill(catalogue, {
      ...none,
      type: { value: 'paper', confidence: 0.9 },
      subjectId: { value: 's1', confidence: 0.9 },
      examType: { value: 'endsem', confidence: 0.9 },
      examYear: { value: '2023-24', confidence: 0.9 },
    });
    expect(paper.fields.description).toBe('End Semester paper, 2023-24 — Data Structures');
    expect(paper.suggested.has('description')).toBe(true);
    const note = prefill(catalogue, {
      ...none,
      type: { value: 'note', confidence: 0.9 },
      subjectId: { value: 's1', confidence: 0.9 },
    });
    expect(note.fields.description).toBe('Notes — Data Structures');
    // Without the type, or with nothing to say, nothing is written.
    expect(prefill(catalogue, { ...none, subjectId: { value: 's1', confidence: 0.9 } }).fields.description).toBe('');
    const bare = prefill(catalogue, { ...none, type: { value: 'paper', confidence: 0.9 } });
    expect(bare.fields.description).toBe('');
    expect(bare.suggested.has('description')).toBe(false);
  });

  it('leaves a suggestion the catalogue does not hold (or a malformed exam year) empty', () => {
    const { fields, suggested } = prefill(catalogue, {
      ...none,
      collegeId: { value: 'gone', confidence: 0.99 },
      year: { value: 9, confidence: 0.9 },
      examYear: { value: '2023-25', confidence: 0.9 },
    });
    expect(fields).toEqual(EMPTY_DRAFT_FIELDS);
    expect(suggested.size).toBe(0);
  });
});

describe('publishInput', () => {
  it('is undefined while a required field is missing, and the JSON body once none is', () => {
    expect(publishInput(EMPTY_DRAFT_FIELDS)).toBeUndefined();
    expect(missingFields({ ...EMPTY_DRAFT_FIELDS, docType: 'note' })).not.toContain('examType');
    const body = publishInput({
      ...EMPTY_DRAFT_FIELDS,
      docType: 'note',
      title: ' OS notes ',
      description: 'Week 1',
      college: 'IIT Delhi',
      course: 'B.Tech',
      branch: 'Computer Science',
      year: '3',
      subject: 'Operating Systems',
    });
    expect(body).toEqual({
      type: 'note',
      title: 'OS notes',
      description: 'Week 1',
      college: 'IIT Delhi',
      course: 'B.Tech',
      branch: 'Computer Science',
      year: 3,
      subject: 'Operating Systems',
      examYear: '',
    });
  });
});
