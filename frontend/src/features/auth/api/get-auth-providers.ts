import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

export const AUTH_PROVIDERS_PATH = '/api/auth/providers';

/** Which external sign-in providers the install has configured (`{ google }`). */
export type AuthProviders = ApiSchema<'AuthProvidersDto'>;

export const getAuthProviders = (): Promise<AuthProviders> => api.get<AuthProviders>(AUTH_PROVIDERS_PATH);
