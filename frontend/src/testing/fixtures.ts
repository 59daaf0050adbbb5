/** Server-shaped test data. */
import type { User } from '@/features/auth/types';
import type { DocumentItem } from '@/features/documents/types';

/** The signed-in, verified user most tests sign in as. */
export const verifiedUser: User = {
  _id: 'u1',
  username: 'asha',
  email: 'asha@example.com',
  fullName: 'Asha Rao',
  avatar: null,
  course: null,
  year: null,
  college: null,
  mobileNumber: null,
  isVerified: true,
  isInformationComplete: true,
  isAdmin: false,
  points: 12,
};

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
    examYear: null,
    pages: 3,
    textSource: null,
    size: 2048,
    views: 0,
    downloads: 0,
    owner: [{ _id: 'u1', username: 'asha' }],
    subject: [{ _id: 's1', name: 'Data Structures' }],
    branch: [{ _id: 'b1', branchName: 'Computer Science' }],
    course: [{ _id: 'k1', courseName: 'B.Tech' }],
    college: [{ _id: 'c1', collegeName: 'IIT Delhi' }],
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
