/**
 * Signed-in state for the whole app: the user and whether they are authenticated (true,
 * false, or 'unknown' until the first current-user fetch settles).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { strings } from '@/config/strings';
import { useToast } from '@/lib/toast';
import { getCurrentUser, toAuthState } from '../api/get-current-user';
import { logoutUser } from '../api/logout';
import type { AuthState } from '../types';
import { logFailure } from '@/lib/log-failure';

export interface AuthContextValue extends AuthState {
  /**
   * Re-reads the current user (after login, OTP verification, ...). `redirectTo` is where the
   * guest-only guard sends the user once this makes them signed in (default /feed).
   */
  refresh: (options?: RefreshOptions) => Promise<void>;
  /** Set by refresh({ redirectTo }) until a signed-in screen consumes it. */
  redirectTo: string | undefined;
  /** Set by refresh({ signedOutTo }) when the refresh signed the user out. */
  signedOutTo: SignedOutTarget | undefined;
  clearSignedOutTo: () => void;
  clearRedirect: () => void;
  /** Signs out on the server; resolves true on success. Shows the spec's toasts. */
  logout: () => Promise<boolean>;
}

/** Where a signed-in-only screen sends a user who was just signed out (instead of /login). */
export interface SignedOutTarget {
  path: string;
  state?: unknown;
}

export interface RefreshOptions {
  redirectTo?: string;
  signedOutTo?: SignedOutTarget;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const UNKNOWN: AuthState = { user: null, authenticated: 'unknown' };

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(UNKNOWN);
  const [redirectTo, setRedirectTo] = useState<string | undefined>(undefined);
  const [signedOutTo, setSignedOutTo] = useState<SignedOutTarget | undefined>(undefined);
  const toast = useToast();

  useEffect(() => {
    let active = true;
    void getCurrentUser().then((user) => {
      if (active) setState(toAuthState(user));
    });
    return () => {
      active = false;
    };
  }, []);

  const refresh = useCallback(async (options?: RefreshOptions) => {
    const next = toAuthState(await getCurrentUser());
    setRedirectTo(next.authenticated === true ? options?.redirectTo : undefined);
    setSignedOutTo(next.authenticated === true ? undefined : options?.signedOutTo);
    setState(next);
  }, []);

  const clearRedirect = useCallback(() => {
    setRedirectTo(undefined);
  }, []);

  const clearSignedOutTo = useCallback(() => {
    setSignedOutTo(undefined);
  }, []);

  const logout = useCallback(async () => {
    try {
      await logoutUser();
      setSignedOutTo(undefined);
      setState({ user: null, authenticated: false });
      toast.success(strings.auth.logoutSuccess);
      return true;
    } catch (error) {
      logFailure('Logout failed', error);
      toast.error(strings.auth.logoutFailure);
      return false;
    }
  }, [toast]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, refresh, logout, redirectTo, signedOutTo, clearRedirect, clearSignedOutTo }),
    [state, refresh, logout, redirectTo, signedOutTo, clearRedirect, clearSignedOutTo],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (context === null) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
