import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { refusalMessage } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { resendVerificationEmail } from '../api/resend-verification';
import { verifyEmail } from '../api/verify-email';
import { isVerifyOtpState, sentToOf } from '../lib/validation';
import { useAuth } from './auth-provider';
import { OtpForm } from './otp-form';
import { logFailure } from '@/lib/log-failure';

/** Registration OTP: only reachable with the flag set by sign-up or an unverified login. */
export function VerifyEmailOtp() {
  const location = useLocation();
  const toast = useToast();
  const { refresh } = useAuth();

  if (!isVerifyOtpState(location.state)) return <Navigate to={paths.home.getHref()} replace />;

  const verify = async (otp: string) => {
    try {
      await verifyEmail(otp);
      toast.success(strings.auth.otpVerified);
      // The guest-only guard moves the now signed-in user on to the dashboard.
      void refresh({ redirectTo: paths.dashboard.root.getHref() });
      return true;
    } catch (error) {
      logFailure('OTP verification failed', error);
      toast.error(strings.auth.otpVerifyFailure, { detail: refusalMessage(error) });
      return false;
    }
  };

  const resend = async () => {
    try {
      await resendVerificationEmail();
      toast.success(strings.auth.otpResent);
      return true;
    } catch (error) {
      logFailure('Resending the OTP failed', error);
      toast.error(strings.auth.otpVerifyFailure, { detail: refusalMessage(error) });
      return false;
    }
  };

  return <OtpForm onVerify={verify} onResend={resend} sentTo={sentToOf(location.state)} />;
}
