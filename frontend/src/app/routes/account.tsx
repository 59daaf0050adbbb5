/** The account screens (spec §2): each puts an auth-feature form in a card. */
import { FormCard } from '@/components/ui/form-card';
import { ChangeForgotPasswordForm } from '@/features/auth/components/change-forgot-password-form';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { SignupForm } from '@/features/auth/components/signup-form';
import { TokenCallback } from '@/features/auth/components/token-callback';
import { VerifyEmailOtp } from '@/features/auth/components/verify-email-otp';
import { VerifyResetOtp } from '@/features/auth/components/verify-reset-otp';

export function LoginRoute() {
  return (
    <FormCard title="Log In" subtitle="Welcome back! Sign in to your account.">
      <LoginForm />
    </FormCard>
  );
}

export function SignupRoute() {
  return (
    <FormCard title="Sign Up" subtitle="Create an account to upload and bookmark resources.">
      <SignupForm />
    </FormCard>
  );
}

export function VerifyOtpRoute() {
  return (
    <FormCard title="Verify Your Email" subtitle="Enter the 4-digit code we sent to your email.">
      <VerifyEmailOtp />
    </FormCard>
  );
}

export function ForgotPasswordRoute() {
  return (
    <FormCard title="Forgot Password" subtitle="Enter your email to receive a reset code.">
      <ForgotPasswordForm />
    </FormCard>
  );
}

export function VerifyForgotPasswordOtpRoute() {
  return (
    <FormCard title="Verify Reset Code" subtitle="Enter the 4-digit code we sent to your email.">
      <VerifyResetOtp />
    </FormCard>
  );
}

export function ChangeForgotPasswordRoute() {
  return (
    <FormCard title="Set a New Password">
      <ChangeForgotPasswordForm />
    </FormCard>
  );
}

export function ChangePasswordRoute() {
  return (
    <FormCard title="Change Password">
      <ChangePasswordForm />
    </FormCard>
  );
}

export function TokenCallbackRoute() {
  return <TokenCallback />;
}
