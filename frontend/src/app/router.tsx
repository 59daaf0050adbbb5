/**
 * The route tree (spec §2 route table). Features meet here: each route picks the screen and
 * the access rule; paths come from config/paths.
 */
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths, type BrowseKind } from '@/config/paths';
import { AboutUsRoute } from './routes/about-us';
import { BrowseLevel } from './routes/browse-level';
import { ContactUsRoute } from './routes/contact-us';
import { DashboardShell } from './routes/dashboard-shell';
import { GuestOnly, PendingScreen, RequireAdmin, RequireAuth } from './routes/guards';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { PrivacyPolicyRoute } from './routes/privacy-policy';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { Screen } from './routes/screens';
import { TermsConditionsRoute } from './routes/terms-conditions';

// Separate chunk: the admin console (react-admin later) must never ship to students.
const AdminPanel = lazy(() => import('@/admin/admin-panel').then((module) => ({ default: module.AdminPanel })));

const browseRoutes = (kind: BrowseKind): RouteObject[] => {
  const levels = paths[kind];
  return [levels.root, levels.college, levels.course, levels.branch, levels.year, levels.subject, levels.document].map(
    (level, depth) => ({ path: level.path, element: <BrowseLevel key={level.path} kind={kind} depth={depth} /> }),
  );
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: paths.tokenCallback.path, element: <Screen name="tokenCallback" /> },
      { path: paths.feed.root.path, element: <Screen name="feed" /> },
      { path: paths.feed.document.path, element: <Screen name="feedDocument" /> },

      {
        element: <GuestOnly />,
        children: [
          { path: paths.auth.login.path, element: <Screen name="login" /> },
          { path: paths.auth.signup.path, element: <Screen name="signup" /> },
          { path: paths.auth.forgotPassword.path, element: <Screen name="forgotPassword" /> },
          { path: paths.auth.verifyOtp.path, element: <Screen name="verifyOtp" /> },
          { path: paths.auth.verifyForgotPasswordOtp.path, element: <Screen name="verifyForgotPasswordOtp" /> },
          { path: paths.auth.changeForgotPassword.path, element: <Screen name="changeForgotPassword" /> },
        ],
      },

      {
        element: <RequireAuth />,
        children: [
          { path: paths.auth.changePassword.path, element: <Screen name="changePassword" /> },
          {
            path: paths.dashboard.root.path,
            element: <DashboardShell />,
            children: [
              { index: true, element: <Screen name="profile" /> },
              { path: paths.dashboard.savedItems.path, element: <Screen name="savedItems" /> },
              { path: paths.dashboard.uploadedItems.path, element: <Screen name="uploadedItems" /> },
              { path: paths.dashboard.helpSupport.path, element: <Screen name="helpSupport" /> },
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
          { path: paths.editProfile.path, element: <Screen name="profile" /> },
          { path: paths.savedItems.path, element: <Screen name="savedItems" /> },
          { path: paths.uploadedItems.path, element: <Screen name="uploadedItems" /> },
          { path: paths.helpSupport.path, element: <Screen name="helpSupport" /> },
          { path: paths.uploadItems.root.path, element: <Screen name="uploadedItems" /> },
          { path: paths.uploadItems.document.path, element: <Screen name="uploadedDocument" /> },
          { path: paths.savedItem.root.path, element: <Screen name="savedItems" /> },
          { path: paths.savedItem.document.path, element: <Screen name="savedDocument" /> },
        ],
      },

      // Not guarded: the upload screen itself prompts visitors to log in.
      { path: paths.upload.path, element: <Screen name="upload" /> },

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
