import type { ApiSchema } from '@/lib/api-types';

/**
 * The signed-in user as the server returns it (spec §3, openapi.json's UserDto). Profile fields
 * nobody filled in yet arrive as null.
 */
export type User = ApiSchema<'UserDto'>;

/** Known true, known false, or not yet fetched. */
export type AuthStatus = boolean | 'unknown';

export interface AuthState {
  user: User | null;
  authenticated: AuthStatus;
}
