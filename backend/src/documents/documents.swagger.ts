import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { EXAM_TYPES, type DocumentType } from './dto/document.dto';

/** The multipart body of POST /api/papers and /api/notes. */
export const ApiUploadBody = (type: DocumentType) =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [
          'file',
          'title',
          'description',
          'college',
          'course',
          'branch',
          'subject',
          'year',
          ...(type === 'paper' ? ['examType'] : []),
        ],
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            description: 'The PDF (first file part only; must start with %PDF-)',
          },
          title: { type: 'string', maxLength: 200 },
          description: { type: 'string', maxLength: 2000 },
          college: { type: 'string', description: 'College name (case-insensitive) or id' },
          course: { type: 'string', description: 'Course name or id, within the college' },
          branch: { type: 'string', description: 'Branch name or id, within the course' },
          subject: { type: 'string', description: 'Subject name or id, within the branch and year' },
          year: { type: 'integer', minimum: 1, maximum: 10, description: 'Within the course duration' },
          ...(type === 'paper' ? { examType: { type: 'string', enum: [...EXAM_TYPES] } } : {}),
        },
      },
    }),
  );
