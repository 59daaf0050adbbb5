import { SAMPLE_DOCUMENTS } from './sample-documents';
import { renderSamplePdf } from './sample-pdf';

describe('renderSamplePdf', () => {
  it('writes every sample as a well-formed PDF whose xref points at its objects', () => {
    for (const sample of SAMPLE_DOCUMENTS) {
      const pdf = renderSamplePdf(sample.pdf, sample.pdf.heading);
      const text = pdf.toString('latin1');
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      expect(text.endsWith('%%EOF\n')).toBe(true);
      const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
      expect(text.slice(startxref, startxref + 4)).toBe('xref');
      const entries = text
        .slice(startxref)
        .split('\n')
        .slice(3)
        .filter((line) => / 00000 n $/.test(line));
      entries.forEach((entry, i) => {
        const offset = Number(entry.slice(0, 10));
        expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
      });
      expect(new RegExp(`/Count ${sample.pdf.pages.length} `).test(text)).toBe(true);
    }
  });

  it('gives the same bytes for the same content (one content hash per sample)', () => {
    const [sample] = SAMPLE_DOCUMENTS;
    if (!sample) throw new Error('no samples');
    expect(renderSamplePdf(sample.pdf, 'x').equals(renderSamplePdf(sample.pdf, 'x'))).toBe(true);
  });

  it('refuses text that would run off the page or is not ASCII', () => {
    const long = Array.from({ length: 80 }, (_, i) => `Line ${i}`);
    expect(() => renderSamplePdf({ heading: 'Too long', subtitle: [], pages: [long] }, 'x')).toThrow(/overflows/);
    expect(() => renderSamplePdf({ heading: 'Café', subtitle: [], pages: [[]] }, 'x')).toThrow(/ASCII/);
  });
});
