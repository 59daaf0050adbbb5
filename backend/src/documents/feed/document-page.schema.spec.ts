import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastJson, { type Schema } from 'fast-json-stringify';
import type { DocumentListRow } from '../document-list.columns';
import { toDocumentDto } from '../dto/document.dto';
import { DOCUMENT_PAGE_ENVELOPE_SCHEMA, DOCUMENT_PAGE_SCHEMA } from './document-page.schema';

interface OpenApiSchema {
  type?: string;
  nullable?: boolean;
  format?: string;
  $ref?: string;
  allOf?: OpenApiSchema[];
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
}
interface JsonSchema {
  type?: string | readonly string[];
  format?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

/** openapi.json is generated from the DTOs (npm run openapi; CI fails when it is stale). */
const components = (
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', 'openapi.json'), 'utf8')) as {
    components: { schemas: Record<string, OpenApiSchema> };
  }
).components.schemas;

/** A schema as comparable text: each property's type, nullability and format, nested objects resolved. */
function fromOpenApi(schema: OpenApiSchema): unknown {
  const only = schema.allOf?.length === 1 ? schema.allOf[0] : undefined;
  if (only?.$ref)
    return fromOpenApi({ ...components[only.$ref.replace('#/components/schemas/', '')], nullable: schema.nullable });
  const resolved = schema.$ref ? components[schema.$ref.replace('#/components/schemas/', '')] : schema;
  if (!resolved) throw new Error(`unknown ${schema.$ref}`);
  if (resolved.properties)
    return Object.fromEntries(Object.entries(resolved.properties).map(([k, v]) => [k, fromOpenApi(v)]));
  if (resolved.type === 'array' && resolved.items) return [fromOpenApi(resolved.items)];
  const format = resolved.format === 'date-time' ? ' date-time' : '';
  return `${resolved.type}${resolved.nullable ? '?' : ''}${format}`;
}

function fromJsonSchema(schema: JsonSchema): unknown {
  if (schema.properties)
    return Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, fromJsonSchema(v)]));
  if (schema.type === 'array' && schema.items) return [fromJsonSchema(schema.items)];
  const types = typeof schema.type === 'string' ? [schema.type] : [...(schema.type ?? [])];
  const format = schema.format === 'date-time' ? ' date-time' : '';
  return `${types.filter((t) => t !== 'null').join('|')}${types.includes('null') ? '?' : ''}${format}`;
}

const document = {
  _id: 'f5b0c6de-7b7e-4f53-9d0c-1f0b1f7b6a01',
  type: 'paper',
  title: 'Operating Systems "endsem" \u2028 2024',
  description: 'Line one\nline two <b>',
  url: '/api/documents/f5b0c6de-7b7e-4f53-9d0c-1f0b1f7b6a01/view',
  preview: null,
  examType: 'endsem',
  year: 3,
  pages: null,
  textSource: 'ocr',
  size: 123456,
  views: 7,
  downloads: 0,
  owner: [{ _id: 'a', username: 'ravi' }],
  subject: [{ _id: 'b', name: 'OS' }],
  branch: [{ _id: 'c', branchName: 'CSE' }],
  course: [{ _id: 'd', courseName: 'B.Tech' }],
  college: [{ _id: 'e', collegeName: 'IIT Delhi' }],
  createdAt: new Date('2026-11-27T03:04:55.999Z'),
  updatedAt: new Date('2026-11-27T03:17:15.000Z'),
  snippet: [
    { text: 'a ', match: false },
    { text: 'semaphore', match: true },
  ],
  answersFor: { id: 'f5b0c6de-7b7e-4f53-9d0c-1f0b1f7b6a02', title: 'Endsem 2024' },
  answerCount: 0,
};

describe('the compiled serializer of a page of documents', () => {
  it('names every property of the DTOs, with their types and nullability (openapi.json)', () => {
    expect(fromJsonSchema(DOCUMENT_PAGE_SCHEMA)).toEqual(fromOpenApi({ $ref: '#/components/schemas/DocumentPageDto' }));
  });

  it('names every property toDocumentDto writes, and no other', () => {
    // Only the values toDocumentDto branches on: it writes every key whatever the row holds.
    const row = { id: 'a', type: 'paper', examType: 'quiz', previewStatus: 'ready', thumbnailKey: 'k' };
    const written = Object.keys(toDocumentDto(row as Partial<DocumentListRow> as DocumentListRow));
    expect(written).toEqual(Object.keys(DOCUMENT_PAGE_SCHEMA.properties?.docs?.items?.properties ?? {}));
  });

  it('writes exactly what JSON.stringify writes, optional properties present or not', () => {
    // fast-json-stringify types a schema by its `type` literal; this one is plain JSON Schema.
    const stringify = fastJson(DOCUMENT_PAGE_ENVELOPE_SCHEMA as Schema);
    const { examType: _examType, snippet: _snippet, ...note } = { ...document, type: 'note', answersFor: null };
    const body = {
      success: true,
      statusCode: 200,
      message: 'OK',
      data: { docs: [document, note], nextPage: '/v1/documents?cursor=x', hasNextPage: true },
    };
    expect(stringify(body)).toBe(JSON.stringify(body));
    const empty = { ...body, data: { docs: [], nextPage: null, hasNextPage: false } };
    expect(stringify(empty)).toBe(JSON.stringify(empty));
  });
});
