/**
 * The route tree (spec §2 route table). Features meet here: each route picks the screen and
 * the access rule; paths come from config/paths.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { paths, type BrowseKind } from '@/config/paths';
import { prefetchFirstFeedPage } from '@/features/documents/api/get-documents';
import { prefetchFirstPageImage } from '@/features/documents/lib/page-images';
import { GuestOnly, PendingScreen, RequireAdmin, RequireAuth } from './routes/guards';
import { HomeRoute } from './routes/home';
import { RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error';

/*
 * Code splitting (issue 12): the first screen of `/` (layout + home) is the only page in the
 * entry chunk. Every other page is a React.lazy component in a chunk of its own, asked for when
 * its route first renders; Vite preloads only that chunk's own imports, never up front.
 * Navigations are React transitions (the router wraps them in startTransition), so the old page
 * stays until the new one can render (no spinner flash); on a first visit the layout renders at
 * once and only the page area waits (the Suspense in RootLayout).
 *
 * The routes are plain elements for useRoutes (declarative mode), not a data router: the data
 * router (createBrowserRouter, ≈ 16 KB gzip of react-router) was in the first load for one
 * loader (the feed's prefetch, now FeedPage below) and the scroll restoration (now
 * app/scroll-restoration.tsx). react-admin's own fallback router is kept out too
 * (admin/react-router-in-app.ts).
 */

/** The names of a module's exports that are components (route modules also export data). */
type ComponentsOf<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M];

/** One component export of a module, as a React.lazy page in that module's chunk. */
const lazyExport = <M,>(load: () => Promise<M>, name: ComponentsOf<M>) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const account = () => import('./routes/account');
const dashboard = () => import('./routes/dashboard');

const TokenCallbackPage = lazyExport(account, 'TokenCallbackRoute');
const LoginPage = lazyExport(account, 'LoginRoute');
const SignupPage = lazyExport(account, 'SignupRoute');
const ForgotPasswordPage = lazyExport(account, 'ForgotPasswordRoute');
const VerifyOtpPage = lazyExport(account, 'VerifyOtpRoute');
const VerifyForgotPasswordOtpPage = lazyExport(account, 'VerifyForgotPasswordOtpRoute');
const ChangeForgotPasswordPage = lazyExport(account, 'ChangeForgotPasswordRoute');
const ChangePasswordPage = lazyExport(account, 'ChangePasswordRoute');
const ProfilePage = lazyExport(dashboard, 'ProfileRoute');
const SavedItemsPage = lazyExport(dashboard, 'SavedItemsRoute');
const UploadedItemsPage = lazyExport(dashboard, 'UploadedItemsRoute');
const HelpSupportPage = lazyExport(dashboard, 'HelpSupportRoute');
const DashboardShell = lazyExport(() => import('./routes/dashboard-shell'), 'DashboardShell');
/** On a phone, page 1's image is asked for with the viewer's chunk (issue 25), as the feed's page 1 below. */
const ViewerPage = lazyExport(() => {
  prefetchFirstPageImage();
  return import('./routes/document-viewer');
}, 'DocumentViewerRoute');
const UploadPage = lazyExport(() => import('./routes/upload'), 'UploadRoute');
const SubjectQuestionsPage = lazyExport(() => import('./routes/subject-questions'), 'SubjectQuestionsRoute');
const ContactUsPage = lazyExport(() => import('./routes/contact-us'), 'ContactUsRoute');
const AboutUsPage = lazyExport(() => import('./routes/about-us'), 'AboutUsRoute');
const TermsConditionsPage = lazyExport(() => import('./routes/terms-conditions'), 'TermsConditionsRoute');
const PrivacyPolicyPage = lazyExport(() => import('./routes/privacy-policy'), 'PrivacyPolicyRoute');
const requestsRoutes = () => import('./routes/requests');
const RequestsPage = lazyExport(requestsRoutes, 'RequestsRoute');
const AskRequestPage = lazyExport(requestsRoutes, 'AskRequestRoute');
const RequestDetailPage = lazyExport(requestsRoutes, 'RequestDetailRoute');
const NotificationsPage = lazyExport(requestsRoutes, 'NotificationsRoute');
const NotFoundPage = lazyExport(() => import('./routes/not-found'), 'NotFoundRoute');
// It takes props (the kind and the depth), which lazyExport's pages do not.
const BrowseLevel = lazy(async () => ({ default: (await import('./routes/browse-level')).BrowseLevel }));

/**
 * The feed's page 1 is asked for as its chunk is asked for, so the request runs beside the
 * download instead of after it (once the chunk is there, the page asks as soon as it mounts).
 */
const FeedPage = lazyExport(() => {
  prefetchFirstFeedPage();
  return import('./routes/feed');
}, 'FeedRoute');

// Separate chunks: the admin screens (and react-admin) must never ship to students. They keep a
// visible "opening" state of their own (Suspense below): react-admin is large and may take a moment.
const adminApp = () => import('@/admin/admin-app');
const AdminPanel = lazyExport(adminApp, 'AdminPanel');
const AdminConsole = lazyExport(adminApp, 'AdminConsole');

const browseRoutes = (kind: BrowseKind): RouteObject[] =>
  paths[kind].patterns.map((path, depth) => ({
    path,
    element: <BrowseLevel key={path} kind={kind} depth={depth} />,
  }));

export const routes: RouteObject[] = [
  // The admin app full-screen (its own layout); it checks that the user is an admin itself.
  {
    path: paths.adminConsole.path,
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<PendingScreen label="Opening the admin console" />}>
          <AdminConsole />
        </Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: paths.tokenCallback.path, element: <TokenCallbackPage /> },
      { path: paths.feed.root.path, element: <FeedPage /> },
      { path: paths.feed.document.path, element: <ViewerPage /> },
      { path: paths.subjectQuestions.path, element: <SubjectQuestionsPage /> },

      {
        element: <GuestOnly />,
        children: [
          { path: paths.auth.login.path, element: <LoginPage /> },
          { path: paths.auth.signup.path, element: <SignupPage /> },
          { path: paths.auth.forgotPassword.path, element: <ForgotPasswordPage /> },
          { path: paths.auth.verifyOtp.path, element: <VerifyOtpPage /> },
          { path: paths.auth.verifyForgotPasswordOtp.path, element: <VerifyForgotPasswordOtpPage /> },
          { path: paths.auth.changeForgotPassword.path, element: <ChangeForgotPasswordPage /> },
        ],
      },

      {
        element: <RequireAuth />,
        children: [
          { path: paths.auth.changePassword.path, element: <ChangePasswordPage /> },
          {
            path: paths.dashboard.root.path,
            element: <DashboardShell />,
            children: [
              { index: true, element: <ProfilePage /> },
              { path: paths.dashboard.savedItems.path, element: <SavedItemsPage /> },
              { path: paths.dashboard.uploadedItems.path, element: <UploadedItemsPage /> },
              { path: paths.dashboard.helpSupport.path, element: <HelpSupportPage /> },
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
          { path: paths.editProfile.path, element: <ProfilePage /> },
          { path: paths.savedItems.path, element: <SavedItemsPage /> },
          { path: paths.uploadedItems.path, element: <UploadedItemsPage /> },
          { path: paths.helpSupport.path, element: <HelpSupportPage /> },
          { path: paths.uploadItems.root.path, element: <UploadedItemsPage /> },
          { path: paths.uploadItems.document.path, element: <ViewerPage /> },
          { path: paths.savedItem.root.path, element: <SavedItemsPage /> },
          { path: paths.savedItem.document.path, element: <ViewerPage /> },
          { path: paths.notifications.path, element: <NotificationsPage /> },
        ],
      },

      // Not guarded: the upload screen itself prompts visitors to log in.
      { path: paths.upload.path, element: <UploadPage /> },

      // Issue 27: anyone may browse requests; the form says when asking needs a session.
      { path: paths.requests.root.path, element: <RequestsPage /> },
      { path: paths.requests.ask.path, element: <AskRequestPage /> },
      { path: paths.requests.detail.path, element: <RequestDetailPage /> },

      { path: paths.contactUs.path, element: <ContactUsPage /> },
      { path: paths.aboutUs.path, element: <AboutUsPage /> },
      { path: paths.termsConditions.path, element: <TermsConditionsPage /> },
      { path: paths.privacyPolicy.path, element: <PrivacyPolicyPage /> },

      ...browseRoutes('papers'),
      ...browseRoutes('notes'),

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route tree, rendered inside the app's router (BrowserRouter; a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
