import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { SessionRequest } from './auth.guard';

/** The session family id of the request's access token (undefined without a session). */
export const CurrentSession = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | undefined => {
  return ctx.switchToHttp().getRequest<SessionRequest>().sessionFamilyId;
});
