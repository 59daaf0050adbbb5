/**
 * Every route of the product (spec §2 route table) in one place. `path` is the pattern the
 * router matches; `getHref` builds a concrete link. Nothing else in the app writes a route
 * string by hand.
 */
import { CATALOGUE_CHAIN } from './catalogue-chain';

/** Dynamic segments are percent-encoded so titles with spaces or slashes stay one segment. */
const segment = (value: string | number): string => encodeURIComponent(String(value));

/** What a "Request a paper" link may start the form from: the type and a catalogue place. */
export const REQUEST_START_KEYS = ['type', ...CATALOGUE_CHAIN.map((level) => level.key)] as const;
export type RequestStartKey = (typeof REQUEST_START_KEYS)[number];

const fixed = <P extends string>(path: P) => ({ path, getHref: (): P => path });

/** The two browse wizards share one shape; only the first segment differs. */
export type BrowseKind = 'papers' | 'notes';

/**
 * Wizard levels in drill-down order, one route segment per level of the catalogue chain and the
 * document last; each adds one segment to the previous level.
 */
export const BROWSE_LEVELS = [...CATALOGUE_CHAIN.map((level) => level.param), 'documentname'] as const;

export type BrowseLevel = (typeof BROWSE_LEVELS)[number];

const browsePattern = (kind: BrowseKind, depth: number): string =>
  ['', kind, ...BROWSE_LEVELS.slice(0, depth).map((level) => `:${level}`)].join('/');

const browse = (kind: BrowseKind) => ({
  root: { path: `/${kind}`, getHref: () => `/${kind}` },
  /** Link to the level reached after the given choices, in drill-down order (breadcrumbs). */
  levelHref: (choices: readonly (string | number)[]): string =>
    ['', kind, ...choices.slice(0, BROWSE_LEVELS.length).map(segment)].join('/'),
  /** The route pattern of each depth: 0 (the root, choose a college) … the document's. */
  patterns: Array.from({ length: BROWSE_LEVELS.length + 1 }, (_, depth) => browsePattern(kind, depth)),
});

export const paths = {
  home: fixed('/'),
  tokenCallback: fixed('/token-callback'),

  feed: {
    root: fixed('/feed'),
    document: {
      path: '/feed/:document',
      /** With `id`, a shared link: the viewer loads the document by id (no navigation state). */
      getHref: (document: string, query?: { id: string; page?: number }) =>
        `/feed/${segment(document)}${query ? `?${new URLSearchParams({ id: query.id, ...(query.page ? { page: String(query.page) } : {}) }).toString()}` : ''}`,
    },
  },

  auth: {
    login: fixed('/login'),
    signup: fixed('/signup'),
    forgotPassword: fixed('/forgot-password'),
    verifyOtp: fixed('/verify-otp'),
    verifyForgotPasswordOtp: fixed('/verify-forgot-password-otp'),
    changeForgotPassword: fixed('/change-forgot-password'),
    changePassword: fixed('/change-password'),
  },

  contactUs: fixed('/contactus'),
  aboutUs: fixed('/about-us'),
  termsConditions: fixed('/terms-conditions'),
  privacyPolicy: fixed('/privacy-policy'),

  dashboard: {
    root: fixed('/dashboard'),
    savedItems: fixed('/dashboard/saved-items'),
    uploadedItems: fixed('/dashboard/uploaded-items'),
    helpSupport: fixed('/dashboard/help-support'),
    /** The spec's Admin Panel; react-admin routes its tabs and forms below it. */
    admin: { path: '/dashboard/admin/*', getHref: () => '/dashboard/admin' },
  },

  /** Small-screen shortcuts to the dashboard children. */
  editProfile: fixed('/edit-profile'),
  savedItems: fixed('/saved-items'),
  uploadedItems: fixed('/uploaded-items'),
  helpSupport: fixed('/help-support'),

  upload: fixed('/upload'),

  /**
   * Not in the spec: the same react-admin app as the Admin Panel, full-screen and with the
   * moderation resources (README, "Decisions").
   */
  adminConsole: { path: '/admin/*', getHref: () => '/admin' },
  uploadItems: {
    root: fixed('/upload-items'),
    document: {
      path: '/upload-items/:document',
      getHref: (document: string) => `/upload-items/${segment(document)}`,
    },
  },
  savedItem: {
    root: fixed('/saved-item'),
    document: {
      path: '/saved-item/:document',
      getHref: (document: string) => `/saved-item/${segment(document)}`,
    },
  },

  /**
   * Not in the spec (issue 29): a subject's most-asked questions, grouped across years. The sort
   * and the exam type ride in the query so a link keeps them.
   */
  subjectQuestions: {
    path: '/subjects/:subjectId/questions',
    getHref: (subjectId: string) => `/subjects/${segment(subjectId)}/questions`,
  },

  /**
   * Not in the spec (issue 27): requests for missing papers and notes. `ask` opens the "Request a
   * paper" form, started from a catalogue place (names or ids, as POST /api/requests takes them)
   * when one is known; `detail` is the link a notification or e-mail carries (backend requestLink).
   */
  requests: {
    root: fixed('/requests'),
    ask: {
      path: '/requests/new',
      getHref: (start: Partial<Record<RequestStartKey, string>> = {}) => {
        const query = new URLSearchParams();
        for (const key of REQUEST_START_KEYS) {
          const value = start[key];
          if (value !== undefined && value !== '') query.set(key, value);
        }
        const search = query.toString();
        return search === '' ? '/requests/new' : `/requests/new?${search}`;
      },
    },
    detail: {
      path: '/requests/:requestId',
      getHref: (id: string) => `/requests/${segment(id)}`,
    },
  },

  /** Not in the spec (issue 27): the signed-in user's notifications (the bell's "See all"). */
  notifications: fixed('/notifications'),

  papers: browse('papers'),
  notes: browse('notes'),

  /** Backend endpoint the browser navigates to for Google sign-in (not an SPA route). */
  googleSignIn: fixed('/auth/google'),
} as const;
