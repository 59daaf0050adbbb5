import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { isApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { requestPasswordReset } from '../api/forgot-password';
import { verifyResetOtp } from '../api/verify-reset-otp';
import { readResetEmail, type ResetFlowState } from '../lib/validation';
import { forgotErrorMessage } from './forgot-password-form';
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
      toast.error(
        isApiError(error) && error.status === 500 ? strings.auth.forgotOtpServerError : strings.auth.forgotOtpInvalid,
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
      toast.error(forgotErrorMessage(error));
      return false;
    }
  };

  return <OtpForm onVerify={verify} onResend={resend} />;
}
