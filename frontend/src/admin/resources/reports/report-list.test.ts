import { describe, expect, it } from 'vitest';
import { reasonLabel } from './report-list';

describe('Report reasons in the console', () => {
  it('reads as the student picked them, not as codes', () => {
    expect(reasonLabel({ id: 'r1', reason: 'wrong-details' })).toBe('Wrong details (college, subject, year…)');
    expect(reasonLabel({ id: 'r2', reason: 'illegible' })).toBe('Illegible or incomplete');
    // A reason this console does not know yet is shown as it came.
    expect(reasonLabel({ id: 'r3', reason: 'spam' })).toBe('spam');
  });
});
