/**
 * The little of Express that passport needs, on a Fastify request/reply pair.
 *
 * passport answers a redirect Node-style (`res.statusCode = 302; res.setHeader(…); res.end()`)
 * and a state store finds the reply through the request (`req.res`), as Express provides.
 * Fastify's reply has neither, so passport's redirect answers 500 as is (STACK.md). This gives
 * one reply `setHeader`/`end` and the request `res`. Unlike the hook noted in STACK.md, `end()`
 * goes through Fastify (`reply.send()`), not the raw socket: cookies set with `reply.setCookie`
 * (the OAuth state), helmet's headers, the request id and the request log all stay on the reply.
 *
 * It is applied by the Google guard to the two /auth/google routes only, not by a global hook.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A Fastify reply with the two Node response members passport calls. */
export type PassportReply = FastifyReply & {
  setHeader(name: string, value: string | number | readonly string[]): void;
  end(chunk?: string): void;
};

export type PassportRequest = FastifyRequest & { res: PassportReply };

/**
 * Shims the pair for passport. `ended` settles when passport has answered by itself (its
 * redirect to the provider), the one outcome that never reaches passport's callback.
 */
export function adaptForPassport(
  request: FastifyRequest,
  reply: FastifyReply,
): { request: PassportRequest; reply: PassportReply; ended: Promise<void> } {
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  const shimmed = Object.assign(reply, {
    setHeader(name: string, value: string | number | readonly string[]): void {
      void reply.header(name, value);
    },
    end(chunk?: string): void {
      void reply.send(chunk);
      markEnded();
    },
  });
  return { request: Object.assign(request, { res: shimmed }), reply: shimmed, ended };
}

/** The reply of a request that went through adaptForPassport (for passport's state stores). */
export function passportReplyOf(request: unknown): PassportReply {
  const reply = (request as Partial<PassportRequest> | undefined)?.res;
  if (!reply || typeof reply.setCookie !== 'function') {
    throw new Error('passport was run without adaptForPassport: the request has no Fastify reply');
  }
  return reply;
}
