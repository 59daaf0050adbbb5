/**
 * What the layout needs to know about the visitor. The app wires this from the auth feature;
 * the layout stays in the shared layer and never imports a feature.
 */
export interface LayoutSession {
  /** true = signed in, false = signed out, 'unknown' = still checking. */
  authenticated: boolean | 'unknown';
  /** Signed in as an administrator (the menus then offer Admin). */
  isAdmin?: boolean;
  onLogout: () => void;
}
