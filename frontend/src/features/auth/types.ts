/** The signed-in user as the server returns it (spec §3). */
export interface User {
  _id?: string;
  fullName?: string;
  username: string;
  email: string;
  avatar?: string;
  course?: string;
  year?: number | string;
  college?: string;
  mobileNumber?: string | number;
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
