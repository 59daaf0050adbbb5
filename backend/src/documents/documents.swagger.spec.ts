import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { CreateNoteDto, CreatePaperDto } from './dto/create-document.dto';
import type { DocumentType } from './dto/document.dto';
import { uploadBodySchema } from './documents.swagger';

/** openapi.json is generated from the code (npm run openapi; CI fails when it is stale). */
const paths = (
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'openapi.json'), 'utf8')) as {
    paths: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
  }
).paths;

/**
 * The fields an upload accepts (those class-validator checks: the upload validates with whitelist),
 * and those it requires (all but the @IsOptional ones), each with the file part first.
 */
function acceptedFields(dto: typeof CreateNoteDto): { accepted: string[]; required: string[] } {
  const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const optional = new Set(
    rules.filter((rule) => rule.type === ValidationTypes.CONDITIONAL_VALIDATION).map((rule) => rule.propertyName),
  );
  const accepted = [...new Set(rules.map((rule) => rule.propertyName))];
  return {
    accepted: ['file', ...accepted].sort(),
    required: ['file', ...accepted.filter((field) => !optional.has(field))].sort(),
  };
}

describe.each<[DocumentType, typeof CreateNoteDto, string]>([
  ['paper', CreatePaperDto, '/api/papers'],
  ['note', CreateNoteDto, '/api/notes'],
])('the multipart body of a %s upload', (type, dto, path) => {
  it('documents the file and every field the upload accepts, required as the upload requires them', () => {
    const schema = uploadBodySchema(type);
    const { accepted, required } = acceptedFields(dto);
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual(accepted);
    expect([...(schema.required ?? [])].sort()).toEqual(required);
  });

  it('is what openapi.json shows for the route', () => {
    expect(uploadBodySchema(type)).toEqual(paths[path]?.post.requestBody.content['multipart/form-data']?.schema);
  });
});
