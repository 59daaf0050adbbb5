import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { installFakeServer, serverFor, verifiedUser } from '@/testing/render-app';
import { authProvider } from './auth-provider';

describe('admin auth provider', () => {
  it('lets a verified admin in, and names them', async () => {
    installFakeServer(serverFor({ ...verifiedUser, isAdmin: true }));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity?.()).resolves.toEqual({ id: 'u1', fullName: 'Asha Rao', avatar: undefined });
  });

  it('treats a refusal that is not about access as a message, not a reason to leave', async () => {
    const notOwner = new HttpError('Only the uploader or an admin can delete this document', 403, {
      code: 'DOCUMENT.NOT_OWNER',
    });
    const conflict = new HttpError('You cannot change your own role', 409, { code: 'USER.OWN_ROLE' });
    await expect(authProvider.checkError(notOwner)).resolves.toBeUndefined();
    await expect(authProvider.checkError(conflict)).resolves.toBeUndefined();
  });
});
