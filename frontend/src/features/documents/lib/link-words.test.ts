import { describe, expect, it } from 'vitest';
import { similarSearches } from '../components/missing-document';
import { linkWords } from './link-words';

describe('linkWords', () => {
  it('splits a viewer slug (the title without spaces) back into words', () => {
    expect(linkWords('/feed/OperatingSystemsEndsem2023')).toBe('Operating Systems Endsem 2023');
    expect(linkWords('/feed/DBMSUnit3Notes')).toBe('DBMS Unit 3 Notes');
    expect(linkWords('/papers/IITDelhi/BTech/CSE/2/DataStructures/DSMidsem')).toBe('DS Midsem');
  });

  it('decodes the segment and drops what is not a word', () => {
    expect(linkWords('/feed/C%2B%2BBasics')).toBe('C++ Basics');
    expect(linkWords('/feed/%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toBe('script alert 1 script');
    expect(linkWords('/feed/%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4')).toBe('गणित');
    // Broken percent-encoding is read as it stands.
    expect(linkWords('/feed/%E0%A4')).toBe('E 0 A 4');
    expect(linkWords('/')).toBe('');
  });
});

describe('similarSearches', () => {
  it('tries all the words, then without numbers, then the first two and the first', () => {
    expect(similarSearches('Operating Systems Endsem 2023')).toEqual([
      'Operating Systems Endsem 2023',
      'Operating Systems Endsem',
      'Operating Systems',
      'Operating',
    ]);
    expect(similarSearches('DBMS')).toEqual(['DBMS']);
    expect(similarSearches('2023')).toEqual(['2023']);
    expect(similarSearches('')).toEqual([]);
  });
});
