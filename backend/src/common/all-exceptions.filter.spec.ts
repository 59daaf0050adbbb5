import { ArgumentsHost, Logger } from '@nestjs/common';
import { AllExceptionsFilter } from './all-exceptions.filter';

/** What the filter sent, through a reply double that records status and body. */
function run(exception: unknown): { status: number; body: Record<string, unknown> } {
  const sent: { status: number; body: Record<string, unknown> } = { status: 0, body: {} };
  const reply = {
    sent: false,
    hasHeader: () => false,
    header() {
      return reply;
    },
    status(code: number) {
      sent.status = code;
      return reply;
    },
    send(body: Record<string, unknown>) {
      sent.body = body;
      return reply;
    },
  };
  const request = { id: 'req-1', method: 'GET', url: '/api/subjects?filter=x' };
  const host = {
    switchToHttp: () => ({ getResponse: () => reply, getRequest: () => request }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

/** A driver error as Drizzle wraps it: the SQLSTATE sits on the cause. */
function databaseError(code: string): Error {
  const cause = Object.assign(new Error('value out of range'), { code });
  return Object.assign(new Error('Failed query: select …'), { cause });
}

describe('AllExceptionsFilter and database errors', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(['22003', '22007', '22008', '22P02', '2201X', '22021'])(
    'answers a data exception (SQLSTATE %s) 400 REQUEST.INVALID, logged as a warning',
    (code) => {
      const { status, body } = run(databaseError(code));
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, statusCode: 400, code: 'REQUEST.INVALID', requestId: 'req-1' });
      expect(JSON.stringify(body)).not.toContain('Failed query');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`SQLSTATE ${code}`));
      expect(error).not.toHaveBeenCalled();
    },
  );

  it.each(['57P01', '57P03', '08006', '08001', 'ECONNREFUSED'])(
    'answers an unreachable or restarting database (%s) 503 SERVICE.UNAVAILABLE with a retry hint, one warning, no SQL',
    (code) => {
      const { status, body } = run(databaseError(code));
      expect(status).toBe(503);
      expect(body).toMatchObject({ code: 'SERVICE.UNAVAILABLE', details: { retryAfterSeconds: 5 } });
      expect(JSON.stringify(body)).not.toContain('Failed query');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('database unavailable'));
      expect(error).not.toHaveBeenCalled();
    },
  );

  it('answers a pool whose connection was cut (Connection terminated) 503', () => {
    const { status } = run(new Error('Connection terminated unexpectedly'));
    expect(status).toBe(503);
  });

  it.each(['23505', '40001'])('keeps other database errors (SQLSTATE %s) a logged 500', (code) => {
    const { status, body } = run(databaseError(code));
    expect(status).toBe(500);
    expect(body.code).toBe('INTERNAL.ERROR');
    expect(error).toHaveBeenCalled();
  });
});
