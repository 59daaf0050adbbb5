import { SNIPPET_MARK_END as E, SNIPPET_MARK_START as S } from './documents.repository';
import { snippetParts } from './documents.service';

describe('snippetParts', () => {
  it('splits a passage into plain and matched pieces', () => {
    expect(snippetParts(`how a ${S}semaphore${E} guards the ${S}critical${E} section`)).toEqual({
      snippet: [
        { text: 'how a ', match: false },
        { text: 'semaphore', match: true },
        { text: ' guards the ', match: false },
        { text: 'critical', match: true },
        { text: ' section', match: false },
      ],
    });
  });

  it('folds white space and keeps markup as text', () => {
    expect(snippetParts(`<b>x</b>\n\n${S}y${E}`)).toEqual({
      snippet: [
        { text: '<b>x</b> ', match: false },
        { text: 'y', match: true },
      ],
    });
  });

  it('gives no snippet for a passage without a match, or an empty one', () => {
    expect(snippetParts('nothing marked here')).toEqual({});
    expect(snippetParts('')).toEqual({});
    expect(snippetParts(`${S}${E}`)).toEqual({});
  });

  it('survives an unclosed mark', () => {
    expect(snippetParts(`a ${S}b`)).toEqual({
      snippet: [
        { text: 'a ', match: false },
        { text: 'b', match: true },
      ],
    });
  });
});
