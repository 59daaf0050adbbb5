/**
 * A user as the account flows (the auth module) see one: who it is, where its codes are mailed,
 * and the access flags the guard checks. Neither the profile nor any credential.
 */
export interface UserAccount {
  id: string;
  username: string;
  email: string;
  isVerified: boolean;
  isAdmin: boolean;
}
