/**
 * The route tree (spec §2 route table). Features meet here: each route picks the screen and
 * the access rule; paths come from config/paths.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths, type BrowseKind } from '@/config/paths';
import { prefetchFirstFeedPage } from '@/features/documents/api/get-documents';
import { GuestOnly, PendingScreen, RequireAdmin, RequireAuth } from './routes/guards';
import { HomeRoute } from './routes/home';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/*
 * Code splitting (issue 12): the first screen of `/` (layout + home) is the only page in the
 * entry chunk. Every other page is a route `lazy` module: react-router loads it before it commits
 * the navigation (the old page stays until the new one can render, no spinner flash), and Vite
 * preloads only that chunk's own imports when it is asked for, never up front.
 */
/** What a lazy page shows, inside the layout, while its chunk loads on the first visit. */
const PagePending = () => <PendingScreen />;

/**
 * A page in a chunk of its own. The fallback is declared beside `lazy` (not inside it) so the
 * layout renders at once on a first visit and only the page area waits.
 */
const page = (lazy: NonNullable<RouteObject['lazy']>) => ({ lazy, HydrateFallback: PagePending });

/** The names of a module's exports that are components (route modules also export data). */
type ComponentsOf<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M];

const accountRoute = (name: ComponentsOf<typeof import('./routes/account')>) => async () => ({
  Component: (await import('./routes/account'))[name],
});
const dashboardRoute = (name: ComponentsOf<typeof import('./routes/dashboard')>) => async () => ({
  Component: (await import('./routes/dashboard'))[name],
});
const viewerRoute = async () => ({ Component: (await import('./routes/document-viewer')).DocumentViewerRoute });

// Separate chunks: the admin screens (and react-admin) must never ship to students. They keep
// React.lazy and a visible "opening" state: react-admin is large and may take a moment.
const AdminPanel = lazy(() => import('@/admin/admin-app').then((module) => ({ default: module.AdminPanel })));
const AdminConsole = lazy(() => import('@/admin/admin-app').then((module) => ({ default: module.AdminConsole })));

const browseRoutes = (kind: BrowseKind): RouteObject[] => {
  const levels = paths[kind];
  return [levels.root, levels.college, levels.course, levels.branch, levels.year, levels.subject, levels.document].map(
    (level, depth) => ({
      path: level.path,
      ...page(async () => {
        const { BrowseLevel } = await import('./routes/browse-level');
        return { element: <BrowseLevel key={level.path} kind={kind} depth={depth} /> };
      }),
    }),
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
      { path: paths.tokenCallback.path, ...page(accountRoute('TokenCallbackRoute')) },
      {
        path: paths.feed.root.path,
        // Page 1 is asked for while the feed's chunk downloads (the loader never waits for it).
        loader: () => {
          prefetchFirstFeedPage();
          return null;
        },
        ...page(async () => ({ Component: (await import('./routes/feed')).FeedRoute })),
      },
      { path: paths.feed.document.path, ...page(viewerRoute) },

      {
        element: <GuestOnly />,
        children: [
          { path: paths.auth.login.path, ...page(accountRoute('LoginRoute')) },
          { path: paths.auth.signup.path, ...page(accountRoute('SignupRoute')) },
          { path: paths.auth.forgotPassword.path, ...page(accountRoute('ForgotPasswordRoute')) },
          { path: paths.auth.verifyOtp.path, ...page(accountRoute('VerifyOtpRoute')) },
          { path: paths.auth.verifyForgotPasswordOtp.path, ...page(accountRoute('VerifyForgotPasswordOtpRoute')) },
          { path: paths.auth.changeForgotPassword.path, ...page(accountRoute('ChangeForgotPasswordRoute')) },
        ],
      },

      {
        element: <RequireAuth />,
        children: [
          { path: paths.auth.changePassword.path, ...page(accountRoute('ChangePasswordRoute')) },
          {
            path: paths.dashboard.root.path,
            ...page(async () => ({ Component: (await import('./routes/dashboard-shell')).DashboardShell })),
            children: [
              { index: true, ...page(dashboardRoute('ProfileRoute')) },
              { path: paths.dashboard.savedItems.path, ...page(dashboardRoute('SavedItemsRoute')) },
              { path: paths.dashboard.uploadedItems.path, ...page(dashboardRoute('UploadedItemsRoute')) },
              { path: paths.dashboard.helpSupport.path, ...page(dashboardRoute('HelpSupportRoute')) },
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
          { path: paths.editProfile.path, ...page(dashboardRoute('ProfileRoute')) },
          { path: paths.savedItems.path, ...page(dashboardRoute('SavedItemsRoute')) },
          { path: paths.uploadedItems.path, ...page(dashboardRoute('UploadedItemsRoute')) },
          { path: paths.helpSupport.path, ...page(dashboardRoute('HelpSupportRoute')) },
          { path: paths.uploadItems.root.path, ...page(dashboardRoute('UploadedItemsRoute')) },
          { path: paths.uploadItems.document.path, ...page(viewerRoute) },
          { path: paths.savedItem.root.path, ...page(dashboardRoute('SavedItemsRoute')) },
          { path: paths.savedItem.document.path, ...page(viewerRoute) },
        ],
      },

      // Not guarded: the upload screen itself prompts visitors to log in.
      { path: paths.upload.path, ...page(async () => ({ Component: (await import('./routes/upload')).UploadRoute })) },

      { path: paths.contactUs.path, ...page(async () => ({ Component: (await import('./routes/contact-us')).ContactUsRoute })) },
      { path: paths.aboutUs.path, ...page(async () => ({ Component: (await import('./routes/about-us')).AboutUsRoute })) },
      { path: paths.termsConditions.path, ...page(async () => ({ Component: (await import('./routes/terms-conditions')).TermsConditionsRoute })) },
      { path: paths.privacyPolicy.path, ...page(async () => ({ Component: (await import('./routes/privacy-policy')).PrivacyPolicyRoute })) },

      ...browseRoutes('papers'),
      ...browseRoutes('notes'),

      { path: '*', ...page(async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute })) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
