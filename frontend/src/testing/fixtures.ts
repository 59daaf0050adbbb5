/** Server-shaped test data. */
import type { DocumentItem } from '@/features/documents/types';

export function makeDocument(id: string, overrides: Partial<DocumentItem> = {}): DocumentItem {
  return {
    _id: id,
    type: 'paper',
    title: `Data Structures ${id}`,
    description: 'End semester paper',
    url: `/api/documents/${id}/view`,
    preview: null,
    examType: 'endsem',
    year: 2,
    pages: 3,
    size: 2048,
    views: 0,
    downloads: 0,
    owner: [{ username: 'asha' }],
    subject: [{ name: 'Data Structures' }],
    branch: [{ branchName: 'Computer Science' }],
    course: [{ courseName: 'B.Tech' }],
    college: [{ collegeName: 'IIT Delhi' }],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const catalogueRoutes = {
  'GET /api/colleges': {
    status: 200,
    body: {
      success: true,
      statusCode: 200,
      message: 'OK',
      data: [
        { _id: 'c1', collegeName: 'IIT Delhi', location: 'Delhi' },
        { _id: 'c2', collegeName: 'NIT Trichy', location: 'Trichy' },
      ],
    },
  },
  'GET /api/courses': {
    status: 200,
    body: {
      success: true,
      statusCode: 200,
      message: 'OK',
      data: [
        { _id: 'k1', courseName: 'B.Tech', abbreviation: 'BT', college: 'IIT Delhi', duration: 4 },
        { _id: 'k2', courseName: 'MBA', abbreviation: 'MBA', college: 'NIT Trichy', duration: 2 },
      ],
    },
  },
  'GET /api/branches': {
    status: 200,
    body: {
      success: true,
      statusCode: 200,
      message: 'OK',
      data: [
        { _id: 'b1', branchName: 'Computer Science', abbreviation: 'CSE', college: 'IIT Delhi', course: 'B.Tech' },
      ],
    },
  },
  'GET /api/subjects': {
    status: 200,
    body: {
      success: true,
      statusCode: 200,
      message: 'OK',
      data: [
        {
          _id: 's1',
          name: 'Data Structures',
          year: 2,
          branch: 'Computer Science',
          course: 'B.Tech',
          college: 'IIT Delhi',
        },
      ],
    },
  },
};
