import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, generateSchema, type SchemaObject } from '@nestjs/swagger';
import { CreateNoteDto, CreatePaperDto } from './dto/create-document.dto';
import type { DocumentType } from './dto/document.dto';

/** The one part of an upload that is not a field of its DTO. */
const FILE_PART: SchemaObject = {
  type: 'string',
  format: 'binary',
  description: 'The PDF (first file part only; must start with %PDF-)',
};

/**
 * The multipart body of POST /api/papers or /api/notes: the file part, then the text fields as the
 * upload's DTO declares them (Swagger's own schema of it, inlined: a multipart body is documented
 * in place, not as a named schema). A field added to the DTO is documented with no change here.
 */
export function uploadBodySchema(type: DocumentType): SchemaObject {
  const { schema } = generateSchema(type === 'paper' ? CreatePaperDto : CreateNoteDto);
  return {
    type: 'object',
    required: ['file', ...(schema.required ?? [])],
    properties: { file: FILE_PART, ...schema.properties },
  };
}

export const ApiUploadBody = (type: DocumentType) =>
  applyDecorators(ApiConsumes('multipart/form-data'), ApiBody({ schema: uploadBodySchema(type) }));
