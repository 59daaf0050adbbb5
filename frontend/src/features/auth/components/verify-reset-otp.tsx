import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { isApiError, refusalMessage } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { useToast } from '@/lib/toast';
import { requestPasswordReset } from '../api/forgot-password';
import { verifyResetOtp } from '../api/verify-reset-otp';
import { readResetEmail, type ResetFlowState } from '../lib/validation';
import { forgotErrorDetail, forgotErrorMessage } from './forgot-password-form';
import { OtpForm } from './otp-form';

/** Password-reset OTP; needs the e-mail from the previous step, else back to the first step. */
export function VerifyResetOtp() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const email = readResetEmail(location.state);

  if (email === undefined) return <Navigate to={paths.auth.forgotPassword.getHref()} replace />;

  const verify = async (otp: string) => {
    try {
      await verifyResetOtp({ otp, email });
      toast.success(strings.auth.otpVerified);
      const state: ResetFlowState = { email };
      void navigate(paths.auth.changeForgotPassword.getHref(), { state, replace: true });
      return true;
    } catch (error) {
      logFailure('Verifying the reset code failed', error);
      const reason = refusalMessage(error);
      toast.error(
        isApiError(error) && error.status === 500 ? strings.auth.forgotOtpServerError : strings.auth.forgotOtpInvalid,
        // Beneath the spec's line: a locked code's wait, or why the code was refused.
        { detail: reason === strings.auth.forgotOtpInvalid ? undefined : reason },
      );
      return false;
    }
  };

  const resend = async () => {
    try {
      await requestPasswordReset(email);
      toast.success(strings.auth.otpResent);
      return true;
    } catch (error) {
      logFailure('Resending the reset code failed', error);
      toast.error(forgotErrorMessage(error), { detail: forgotErrorDetail(error) });
      return false;
    }
  };

  return <OtpForm onVerify={verify} onResend={resend} sentTo={email} />;
}
