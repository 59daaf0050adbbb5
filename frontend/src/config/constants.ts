/** Business constants and limits from spec §9, in one place. */

/** How long the brand splash shows at app start. */
export const SPLASH_SCREEN_MS = 3000;

export const TOAST_DURATION_MS = {
  success: 2000,
  error: 4000,
  /** "blank" and "custom" toasts in the spec. */
  default: 4000,
  /** null = stays until dismissed. */
  loading: null,
  /**
   * Not in the spec: a toast that carries a link ("View your upload") stays long enough to be
   * read and used; 2 s is gone before a thumb gets there (README, "Deviations").
   */
  withAction: 8000,
} as const;
export const TOAST_MAX_VISIBLE = 20;
export const TOAST_REMOVE_DELAY_MS = 1000;

/**
 * The server's rule for a new password (backend/src/auth/dto/fields.ts). Not in the spec, which
 * shows no rule (README, "Deviations"); the forms show it next to the field.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The longest title an upload may have: the server's rule (backend create-document.dto.ts,
 * `maxLength` in openapi.json); the spec names none. The form counts toward it (issue 25).
 */
export const UPLOAD_TITLE_MAX_LENGTH = 200;

export const OTP_LENGTH = 4;
export const OTP_COUNTDOWN_SECONDS = 300;

export const TOKEN_COOKIE_DAYS = 7;

export const FEED_FETCH_DEBOUNCE_MS = 300;
/** Suggestions under the search box wait for a pause in typing this long. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Fraction of the scroll height at which the next page loads. */
export const INFINITE_SCROLL_THRESHOLD = 0.8;
export const SCROLL_THROTTLE_MS = 150;

export const FEED_SKELETON_COUNT = 3;
export const WIZARD_SKELETON_COUNT = 20;

export const CONFETTI_DURATION_MS = 5000;
export const CONFETTI_PARTICLE_COUNT = 200;

export const FILE_DIALOG_CANCEL_CHECK_MS = 300;

/** Upload accepts PDFs only (react-dropzone `accept` shape). */
export const UPLOAD_ACCEPT = { 'application/pdf': ['.pdf'] } as const;

/** Smart upload (issue 26): PDFs taken at once, and how a draft's analysis is polled (first wait, growth, cap). */
export const SMART_UPLOAD_MAX_FILES = 10;
export const DRAFT_POLL_MS = { first: 1000, factor: 1.5, max: 10_000 } as const;
