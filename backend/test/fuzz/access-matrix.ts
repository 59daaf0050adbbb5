/**
 * Who may do what: for every operation in openapi.json, the answer each role gets to a VALID
 * request (access-requests.ts builds them from seeded data). A new route without a row here
 * fails access-matrix.fuzz-spec.ts.
 *
 * Roles: guest (no session), unverified (signed in, e-mail not verified), verified (signed in,
 * verified; the owner of what the request touches), other (another verified user, not the
 * owner), admin (verified administrator).
 *
 * An expectation is a status, or `status CODE` when the error code matters too.
 */
import type { Role } from './fuzz-world';

export type Expectation = number | `${number} ${string}`;
export type AccessRow = Record<Role, Expectation>;

const UNAUTHENTICATED = '401 AUTH.UNAUTHENTICATED';
const UNVERIFIED = '403 AUTH.UNVERIFIED';
const ADMIN_ONLY = '403 AUTH.ADMIN_ONLY';

/** @Public(): everyone gets the same answer. */
const PUBLIC = (ok: Expectation = 200): AccessRow => ({
  guest: ok,
  unverified: ok,
  verified: ok,
  other: ok,
  admin: ok,
});
/** @SignedIn(): any session, verified or not. */
const SIGNED_IN = (ok: Expectation = 200): AccessRow => ({ ...PUBLIC(ok), guest: UNAUTHENTICATED });
/** @Verified(): a session with a verified e-mail. */
const VERIFIED = (ok: Expectation = 200): AccessRow => ({ ...SIGNED_IN(ok), unverified: UNVERIFIED });
/** @Admin(): a verified administrator. */
const ADMIN = (ok: Expectation = 200): AccessRow => ({
  guest: UNAUTHENTICATED,
  unverified: UNVERIFIED,
  verified: ADMIN_ONLY,
  other: ADMIN_ONLY,
  admin: ok,
});

export const ACCESS_MATRIX: Record<string, AccessRow> = {
  'GET /api/health': PUBLIC(),

  // Account (AuthController)
  'POST /api/users/register-user': PUBLIC(201),
  'POST /api/users/login-user': PUBLIC(),
  // A verified user sending any well-formed code just gets their profile back.
  'POST /api/users/verify-email': SIGNED_IN(),
  'POST /api/users/resend-verfication-email': {
    ...SIGNED_IN(),
    verified: '409 USER.ALREADY_VERIFIED',
    other: '409 USER.ALREADY_VERIFIED',
    admin: '409 USER.ALREADY_VERIFIED',
  },
  'POST /api/users/logout-user': PUBLIC(),
  'POST /api/users/refresh-token': PUBLIC(),
  'POST /api/users/forgot-password': PUBLIC(),
  'PATCH /api/users/update-password': PUBLIC(),
  'PATCH /api/users/change-forget-password': PUBLIC(),
  'POST /api/users/change-password': VERIFIED(),
  'GET /auth/google': PUBLIC(302),
  'GET /api/auth/providers': PUBLIC(),
  // Without Google's state the callback redirects to the login page (never an error page).
  'GET /auth/google/callback': PUBLIC(302),

  // Profile (UsersController)
  'GET /api/users/current-user': SIGNED_IN(),
  'PATCH /api/users/update-profile': VERIFIED(),
  'PUT /api/users/avatar': VERIFIED(),
  'POST /api/users/complete-registration': VERIFIED(),
  'GET /api/users/user-papers': VERIFIED(),
  'GET /api/users/user-notes': VERIFIED(),
  'GET /api/users/avatar/{name}': PUBLIC(),

  // Catalogue: public lists and wizard, the spec's admin add and delete
  'GET /api/colleges': PUBLIC(),
  'GET /api/colleges/browse': PUBLIC(),
  'POST /api/colleges': ADMIN(201),
  'DELETE /api/colleges/{id}': ADMIN(),
  'GET /api/courses': PUBLIC(),
  'POST /api/courses': ADMIN(201),
  'GET /api/courses/{collegeId}': PUBLIC(),
  'DELETE /api/courses/{id}': ADMIN(),
  'GET /api/branches': PUBLIC(),
  'POST /api/branches': ADMIN(201),
  'GET /api/branches/{collegeId}/{courseId}': PUBLIC(),
  'GET /api/branches/{collegeId}/{courseId}/{branchId}/years': PUBLIC(),
  'DELETE /api/branches/{id}': ADMIN(),
  'GET /api/subjects': PUBLIC(),
  'POST /api/subjects': ADMIN(201),
  'GET /api/subjects/{collegeId}/{courseId}/{branchId}/{year}': PUBLIC(),
  'GET /api/subjects/{id}': PUBLIC(),
  'DELETE /api/subjects/{id}': ADMIN(),

  // Documents: public reading, verified uploading; deleting is for the uploader or an admin
  'GET /api/papers': PUBLIC(),
  'POST /api/papers': VERIFIED(201),
  'GET /api/notes': PUBLIC(),
  'POST /api/notes': VERIFIED(201),
  'GET /api/documents': PUBLIC(),
  'GET /api/papers/{collegeId}/{courseId}/{branchId}/{year}/{subjectId}': PUBLIC(),
  'GET /api/notes/{collegeId}/{courseId}/{branchId}/{year}/{subjectId}': PUBLIC(),
  'GET /api/papers/{type}/{collegeId}/{courseId}/{branchId}/{year}/{subjectId}': PUBLIC(),
  'GET /api/notes/{type}/{collegeId}/{courseId}/{branchId}/{year}/{subjectId}': PUBLIC(),
  'GET /api/documents/{id}': PUBLIC(),
  'GET /api/search/suggest': PUBLIC(),
  'DELETE /api/documents/{id}': { ...VERIFIED(), other: '403 DOCUMENT.NOT_OWNER' },
  'GET /api/documents/{id}/preview': PUBLIC(),
  'GET /api/documents/{id}/view': PUBLIC(),
  'GET /api/documents/{id}/download': PUBLIC(),
  'GET /api/documents/{id}/thumbnail': PUBLIC(),
  'GET /api/documents/{id}/pages/{n}': PUBLIC(),
  'GET /api/documents/{id}/pages/{n}/text': PUBLIC(),
  'GET /api/documents/{id}/questions': PUBLIC(),
  // Answer keys (issue 27): a paper's keys are public; the link is its uploader's or an admin's to change
  'GET /api/documents/{id}/answers': PUBLIC(),
  'PUT /api/documents/{id}/answers-for': { ...VERIFIED(), other: '403 DOCUMENT.NOT_OWNER_ANSWERS_FOR' },
  'GET /api/subjects/{id}/questions': PUBLIC(),
  'GET /api/questions': PUBLIC(),

  // Smart upload drafts (issue 26): verified students; a draft is its owner's alone (anyone else,
  // admins included, is told it does not exist)
  'POST /api/uploads': VERIFIED(201),
  'GET /api/uploads': VERIFIED(),
  'GET /api/uploads/{id}': { ...VERIFIED(), other: '404 UPLOAD.NOT_FOUND', admin: '404 UPLOAD.NOT_FOUND' },
  'POST /api/uploads/{id}/publish': {
    ...VERIFIED(201),
    other: '404 UPLOAD.NOT_FOUND',
    admin: '404 UPLOAD.NOT_FOUND',
  },
  'DELETE /api/uploads/{id}': { ...VERIFIED(204), other: '404 UPLOAD.NOT_FOUND', admin: '404 UPLOAD.NOT_FOUND' },

  // Bookmarks and reports
  'GET /api/bookmarks': VERIFIED(),
  'POST /api/bookmarks/{documentId}': VERIFIED(),
  'POST /api/documents/{id}/reports': VERIFIED(201),

  // Requests for missing documents (issue 27): anyone reads, verified students ask and vote;
  // the asker or an admin withdraws
  'POST /api/requests': VERIFIED(201),
  'GET /api/requests': PUBLIC(),
  'GET /api/requests/{id}': PUBLIC(),
  'POST /api/requests/{id}/votes': VERIFIED(),
  'DELETE /api/requests/{id}': { ...VERIFIED(), other: '403 REQUEST.NOT_OWNER' },

  // Notifications: each signed-in user's own
  'GET /api/notifications': SIGNED_IN(),
  'POST /api/notifications/read': SIGNED_IN(),
  'GET /api/notifications/settings': SIGNED_IN(),
  'PUT /api/notifications/settings': SIGNED_IN(),
  // The e-mail's unsubscribe link needs no session: the signed token is the authority.
  'GET /api/notifications/unsubscribe': PUBLIC(),
  'POST /api/notifications/unsubscribe': PUBLIC(),

  // Feedback: anyone may write (admins read it in the console)
  'POST /api/feedbacks': PUBLIC(201),

  // The admin console's API: admins only, as a whole
  ...Object.fromEntries(
    ['colleges', 'courses', 'branches', 'subjects', 'documents', 'reports', 'feedbacks', 'users', 'requests'].flatMap(
      (r) => [
        [`GET /api/admin/${r}`, ADMIN()],
        [`GET /api/admin/${r}/{id}`, ADMIN()],
      ],
    ),
  ),
  ...Object.fromEntries(
    ['colleges', 'courses', 'branches', 'subjects'].flatMap((r) => [
      [`POST /api/admin/${r}`, ADMIN(201)],
      [`PUT /api/admin/${r}/{id}`, ADMIN()],
      [`DELETE /api/admin/${r}/{id}`, ADMIN()],
    ]),
  ),
  'DELETE /api/admin/documents/{id}': ADMIN(),
  'PUT /api/admin/reports/{id}': ADMIN(),
  'PUT /api/admin/requests/{id}': ADMIN(),
  'PUT /api/admin/users/{id}': ADMIN(),
};

/** More valid requests for operations whose answer depends on the parameters. */
export const ACCESS_MATRIX_VARIANTS: Record<string, { op: string; row: AccessRow }> = {
  // One shape per public route: react-admin's list parameters are unknown to the feed, for admins too.
  'GET /api/documents?range=[0,9] (not a feed parameter)': {
    op: 'GET /api/documents',
    row: PUBLIC('400 VALIDATION.FAILED'),
  },
  'GET /api/search/suggest without q': {
    op: 'GET /api/search/suggest',
    row: PUBLIC('400 DOCUMENT.INVALID_SUGGEST_QUERY'),
  },
  'GET /api/documents/{id}/view with Range: bytes=0-99': { op: 'GET /api/documents/{id}/view', row: PUBLIC(206) },
  'GET /api/admin/reports?range=[0,9]&filter={"status":"open"}': { op: 'GET /api/admin/reports', row: ADMIN() },
  'GET /api/admin/users?range=[0,9]&sort=["username","ASC"]': { op: 'GET /api/admin/users', row: ADMIN() },
  'GET /api/admin/documents?range=[0,9]&sort=["views","DESC"]': { op: 'GET /api/admin/documents', row: ADMIN() },
};

export function parseExpectation(expectation: Expectation): { status: number; code?: string } {
  if (typeof expectation === 'number') return { status: expectation };
  const [status = '', code] = expectation.split(' ');
  return { status: Number(status), code };
}
