/**
 * The signed-in user as the server returns it (spec §3). Profile fields nobody filled in yet
 * arrive as null.
 */
export interface User {
  _id?: string;
  fullName?: string | null;
  username: string;
  email: string;
  avatar?: string | null;
  course?: string | null;
  year?: number | string | null;
  college?: string | null;
  mobileNumber?: string | number | null;
  isVerified: boolean;
  isInformationComplete?: boolean;
  points?: number;
  isAdmin?: boolean;
}

/** Known true, known false, or not yet fetched. */
export type AuthStatus = boolean | 'unknown';

export interface AuthState {
  user: User | null;
  authenticated: AuthStatus;
}
