/**
 * Neutral page shells for the screens that are built in later steps: each shows the screen's
 * name and one sentence about it, so every route of the spec already navigates somewhere real.
 */
import { ScreenPlaceholder } from '@/components/ui/screen-placeholder';
import { strings } from '@/config/strings';

export const screens = {
  tokenCallback: { title: 'Signing You In', description: 'Finishing your Google sign-in.' },
  feed: {
    title: 'Feed',
    description: 'Papers and notes shared by students, filterable by college, course, branch and subject.',
  },
  feedDocument: { title: 'Document', description: 'A paper or note, previewed in the browser.' },
  login: { title: 'Log In', description: 'Sign in with your e-mail and password, or with Google.' },
  signup: { title: 'Sign Up', description: 'Create an account to upload, bookmark and keep track of resources.' },
  forgotPassword: { title: 'Forgot Password', description: 'Enter your e-mail address to receive a reset code.' },
  verifyOtp: { title: 'Verify Your E-mail', description: 'Enter the four-digit code sent to your e-mail address.' },
  verifyForgotPasswordOtp: {
    title: 'Verify Reset Code',
    description: 'Enter the four-digit reset code sent to your e-mail address.',
  },
  changeForgotPassword: { title: 'Set a New Password', description: 'Choose a new password for your account.' },
  changePassword: { title: 'Change Password', description: 'Update the password you use to sign in.' },
  profile: { title: strings.dashboard.profile, description: 'Your details, your college and your points.' },
  savedItems: { title: strings.dashboard.savedItems, description: 'Papers and notes you have bookmarked.' },
  uploadedItems: { title: strings.dashboard.uploadedItems, description: 'Papers and notes you have shared.' },
  helpSupport: {
    title: strings.dashboard.helpSupport,
    description: 'Answers to common questions about using PaperShelf.',
  },
  upload: { title: strings.upload.title, description: strings.upload.subtitle },
  uploadedDocument: { title: 'Uploaded Document', description: 'One of your uploads, previewed in the browser.' },
  savedDocument: { title: 'Saved Document', description: 'A bookmarked paper or note, previewed in the browser.' },
} as const satisfies Record<string, { title: string; description: string }>;

export type ScreenKey = keyof typeof screens;

export function Screen({ name }: { name: ScreenKey }) {
  const { title, description } = screens[name];
  return <ScreenPlaceholder title={title} description={description} />;
}
