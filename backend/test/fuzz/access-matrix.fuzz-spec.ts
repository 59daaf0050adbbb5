/**
 * The access matrix (access-matrix.ts) against the running app: for every operation in
 * openapi.json and every role, a VALID request must get exactly the expected answer (401 for
 * guests on signed-in routes, 403 AUTH.UNVERIFIED for unverified users on verified routes,
 * 403 AUTH.ADMIN_ONLY for non-admins on admin routes, 403 for someone else's document, …).
 * An operation without a row fails, so a new route must declare who may call it.
 */
import { ACCESS_MATRIX, ACCESS_MATRIX_VARIANTS, AccessRow, parseExpectation } from './access-matrix';
import { MatrixContext, VALID_REQUESTS } from './access-requests';
import { FuzzWorld, jsonOf, Role, ROLES } from './fuzz-world';
import { LogTap } from './fuzz-runner';
import { loadOperations } from './openapi-model';

const operations = loadOperations();
const cases: { name: string; op: string; row: AccessRow | undefined }[] = [
  ...operations.map((op) => ({ name: op.key, op: op.key, row: ACCESS_MATRIX[op.key] })),
  ...Object.entries(ACCESS_MATRIX_VARIANTS).map(([name, v]) => ({ name, op: v.op, row: v.row })),
];

describe('access matrix: every operation × every role', () => {
  let world: FuzzWorld | undefined;
  let ctx: MatrixContext | undefined;
  const tap = new LogTap();

  beforeAll(async () => {
    world = await FuzzWorld.create();
    ctx = new MatrixContext(world);
    await ctx.init();
    tap.start(false);
  }, 180_000);

  afterAll(async () => {
    tap.stop();
    await world?.close();
  }, 180_000);

  it('has a row and a valid request for every operation in openapi.json, and none for routes that are gone', () => {
    const keys = operations.map((op) => op.key);
    expect({
      withoutRow: keys.filter((k) => !ACCESS_MATRIX[k]),
      withoutRequest: keys.filter((k) => !VALID_REQUESTS[k]),
      rowsForUnknownOperations: Object.keys(ACCESS_MATRIX).filter((k) => !keys.includes(k)),
      variantsOfUnknownOperations: Object.values(ACCESS_MATRIX_VARIANTS)
        .map((v) => v.op)
        .filter((k) => !keys.includes(k)),
    }).toEqual({ withoutRow: [], withoutRequest: [], rowsForUnknownOperations: [], variantsOfUnknownOperations: [] });
  });

  it('agrees with the security openapi.json declares: signed-in routes refuse guests, public ones do not', () => {
    const disagreements = operations.flatMap((op) => {
      const row = ACCESS_MATRIX[op.key];
      if (!row) return [];
      const guestRefused = parseExpectation(row.guest).status === 401;
      return guestRefused === op.secured ? [] : [`${op.key}: secured=${op.secured} but guest expects ${row.guest}`];
    });
    expect(disagreements).toEqual([]);
  });

  describe.each(cases.map((c) => [c.name, c] as const))('%s', (_name, testCase) => {
    it.each(ROLES.map((r) => [r]))('as %s', async (role: Role) => {
      if (!world || !ctx) throw new Error('not booted');
      const row = testCase.row;
      if (!row) throw new Error(`No access matrix row for ${testCase.op}: add one to access-matrix.ts`);
      const build = VALID_REQUESTS[testCase.name];
      if (!build) throw new Error(`No valid request for ${testCase.name}: add one to access-requests.ts`);
      const expected = parseExpectation(row[role]);

      const request = await build(ctx, role);
      const headers = { ...request.headers };
      if (role !== 'guest') {
        const user = request.as ?? world.users[role];
        const session = await world.mintSession(user.id);
        headers.cookie = [headers.cookie, `accessToken=${session.accessToken}`].filter(Boolean).join('; ');
      }
      const mark = tap.lines.length;
      const res = await world.inject({ ...request, headers });
      const body = jsonOf<{ code?: string; message?: string }>(res);
      const got = { status: res.statusCode, ...(expected.code ? { code: body?.code } : {}) };
      const want = { status: expected.status, ...(expected.code ? { code: expected.code } : {}) };
      if (got.status !== want.status || got.code !== want.code) {
        const payload =
          request.payload === undefined
            ? ''
            : Buffer.isBuffer(request.payload)
              ? ` <${request.payload.length} bytes of ${headers['content-type'] ?? '?'}>`
              : ` ${request.payload.slice(0, 300)}`;
        const logs =
          res.statusCode >= 500
            ? tap.lines
                .slice(mark)
                .slice(0, 6)
                .map((l) => `\n  log: ${l.slice(0, 300)}`)
            : [];
        throw new Error(
          `${request.method} ${request.url} as ${role}: expected ${row[role]}, got ${res.statusCode} ` +
            `${body?.code ?? ''} "${body?.message ?? res.body.slice(0, 200)}"\n  request:${payload}${logs.join('')}`,
        );
      }
      expect(got).toEqual(want);
    });
  });
});
