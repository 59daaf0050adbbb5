import type { FastifyRequest } from 'fastify';

/** The signed-in user as the guard attaches it to the request. */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  isVerified: boolean;
  isAdmin: boolean;
}

export type RequestWithUser = FastifyRequest & { user?: AuthUser };
