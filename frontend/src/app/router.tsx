/**
 * The route tree (spec §2 route table). Features meet here: each route picks the screen and
 * the access rule; paths come from config/paths.
 */
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths, type BrowseKind } from '@/config/paths';
import { AboutUsRoute } from './routes/about-us';
import {
  ChangeForgotPasswordRoute,
  ChangePasswordRoute,
  ForgotPasswordRoute,
  LoginRoute,
  SignupRoute,
  TokenCallbackRoute,
  VerifyForgotPasswordOtpRoute,
  VerifyOtpRoute,
} from './routes/account';
import { BrowseLevel } from './routes/browse-level';
import { ContactUsRoute } from './routes/contact-us';
import { DashboardShell } from './routes/dashboard-shell';
import { DocumentViewerRoute, FeedRoute } from './routes/feed';
import { HelpSupportRoute, ProfileRoute, SavedItemsRoute, UploadedItemsRoute } from './routes/dashboard';
import { GuestOnly, PendingScreen, RequireAdmin, RequireAuth } from './routes/guards';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { PrivacyPolicyRoute } from './routes/privacy-policy';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { TermsConditionsRoute } from './routes/terms-conditions';

// Separate chunks: the admin screens (and react-admin) must never ship to students.
// The upload page pulls in react-dropzone and canvas-confetti; only uploaders need them.
const UploadRoute = lazy(() => import('./routes/upload').then((module) => ({ default: module.UploadRoute })));
const AdminPanel = lazy(() => import('@/admin/admin-app').then((module) => ({ default: module.AdminPanel })));
const AdminConsole = lazy(() => import('@/admin/admin-app').then((module) => ({ default: module.AdminConsole })));

const browseRoutes = (kind: BrowseKind): RouteObject[] => {
  const levels = paths[kind];
  return [levels.root, levels.college, levels.course, levels.branch, levels.year, levels.subject, levels.document].map(
    (level, depth) => ({ path: level.path, element: <BrowseLevel key={level.path} kind={kind} depth={depth} /> }),
  );
};

export const routes: RouteObject[] = [
  // The admin app full-screen (its own layout); it checks that the user is an admin itself.
  {
    path: paths.adminConsole.path,
    element: (
      <Suspense fallback={<PendingScreen label="Opening the admin console" />}>
        <AdminConsole />
      </Suspense>
    ),
  },
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: paths.tokenCallback.path, element: <TokenCallbackRoute /> },
      { path: paths.feed.root.path, element: <FeedRoute /> },
      { path: paths.feed.document.path, element: <DocumentViewerRoute /> },

      {
        element: <GuestOnly />,
        children: [
          { path: paths.auth.login.path, element: <LoginRoute /> },
          { path: paths.auth.signup.path, element: <SignupRoute /> },
          { path: paths.auth.forgotPassword.path, element: <ForgotPasswordRoute /> },
          { path: paths.auth.verifyOtp.path, element: <VerifyOtpRoute /> },
          { path: paths.auth.verifyForgotPasswordOtp.path, element: <VerifyForgotPasswordOtpRoute /> },
          { path: paths.auth.changeForgotPassword.path, element: <ChangeForgotPasswordRoute /> },
        ],
      },

      {
        element: <RequireAuth />,
        children: [
          { path: paths.auth.changePassword.path, element: <ChangePasswordRoute /> },
          {
            path: paths.dashboard.root.path,
            element: <DashboardShell />,
            children: [
              { index: true, element: <ProfileRoute /> },
              { path: paths.dashboard.savedItems.path, element: <SavedItemsRoute /> },
              { path: paths.dashboard.uploadedItems.path, element: <UploadedItemsRoute /> },
              { path: paths.dashboard.helpSupport.path, element: <HelpSupportRoute /> },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: paths.dashboard.admin.path,
                    element: (
                      <Suspense fallback={<PendingScreen />}>
                        <AdminPanel />
                      </Suspense>
                    ),
                  },
                ],
              },
            ],
          },
          { path: paths.editProfile.path, element: <ProfileRoute /> },
          { path: paths.savedItems.path, element: <SavedItemsRoute /> },
          { path: paths.uploadedItems.path, element: <UploadedItemsRoute /> },
          { path: paths.helpSupport.path, element: <HelpSupportRoute /> },
          { path: paths.uploadItems.root.path, element: <UploadedItemsRoute /> },
          { path: paths.uploadItems.document.path, element: <DocumentViewerRoute /> },
          { path: paths.savedItem.root.path, element: <SavedItemsRoute /> },
          { path: paths.savedItem.document.path, element: <DocumentViewerRoute /> },
        ],
      },

      // Not guarded: the upload screen itself prompts visitors to log in.
      {
        path: paths.upload.path,
        element: (
          <Suspense fallback={<PendingScreen />}>
            <UploadRoute />
          </Suspense>
        ),
      },

      { path: paths.contactUs.path, element: <ContactUsRoute /> },
      { path: paths.aboutUs.path, element: <AboutUsRoute /> },
      { path: paths.termsConditions.path, element: <TermsConditionsRoute /> },
      { path: paths.privacyPolicy.path, element: <PrivacyPolicyRoute /> },

      ...browseRoutes('papers'),
      ...browseRoutes('notes'),

      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
