import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { useToast } from '@/lib/toast';
import { resendVerificationEmail } from '../api/resend-verification';
import type { VerifyOtpState } from '../lib/validation';
import type { User } from '../types';
import { useAuth } from './auth-provider';
import { logFailure } from '@/lib/log-failure';

/**
 * A changed e-mail must be confirmed: the server marks the account unverified and only verified
 * users count as signed in (spec §4). Rather than silently signing the user out, send a code to
 * the new address and open /verify-otp, as an unverified login does. Resolves true when it took
 * over the navigation.
 */
export function useEmailReverification(): (updated: User) => Promise<boolean> {
  const { refresh } = useAuth();
  const toast = useToast();
  return useCallback(
    async (updated: User) => {
      if (updated.isVerified) return false;
      try {
        await resendVerificationEmail();
      } catch (error) {
        // /verify-otp has its own Resend button; a 429 means a code went out moments ago.
        logFailure('Resending the verification e-mail failed', error);
      }
      toast.error(strings.auth.verifyEmailFirst);
      const state: VerifyOtpState = { fromRegistration: true, email: updated.email };
      // The refresh signs the user out; the signed-in screen they are on then sends them here.
      await refresh({ signedOutTo: { path: paths.auth.verifyOtp.getHref(), state } });
      return true;
    },
    [refresh, toast],
  );
}
