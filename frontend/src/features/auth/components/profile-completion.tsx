/**
 * When the 'Add Information' overlay shows (issue 25, README "Decisions"). The spec shows it over
 * every page while a signed-in user's information is incomplete; that trapped new students, who
 * only wanted to browse. Here it can be put off with 'Later' for the rest of the browser session
 * (sessionStorage), and it comes back once, before the first bookmark or upload of that session.
 * 'Later' then lets that action go ahead and the overlay stays away until the next session.
 *
 * It also hands the profile forms the catalogue their College, Course and Year pickers offer
 * (`loadChoices`, given by the app, which is where features meet).
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LoadProfileChoices } from '../lib/profile-choices';
import { useAuth } from './auth-provider';

const LATER_KEY = 'papershelf_profile_later';
/** 'later': put off, comes back before contributing; 'asked': put off again then, stays away. */
type Deferral = 'later' | 'asked' | undefined;

const readDeferral = (): Deferral => {
  try {
    const value = window.sessionStorage.getItem(LATER_KEY);
    return value === 'later' || value === 'asked' ? value : undefined;
  } catch {
    // Storage refused (a privacy mode): the overlay simply cannot be put off past a reload.
    return undefined;
  }
};

const writeDeferral = (value: Deferral): void => {
  try {
    if (value) window.sessionStorage.setItem(LATER_KEY, value);
    else window.sessionStorage.removeItem(LATER_KEY);
  } catch {
    // As above: kept in memory only.
  }
};

/** Something the student asked for that waits for the overlay's answer (a bookmark). */
export type PendingAction = () => Promise<unknown> | undefined;

export interface ProfileCompletionValue {
  /** Whether the overlay is on screen now. */
  open: boolean;
  /** 'Later': hides the overlay; a waiting action goes ahead. */
  later: () => void;
  /**
   * Before a bookmark or an upload: true when it may go ahead now. While the profile is
   * incomplete and the overlay was put off with 'Later', the first call this session opens it
   * again and answers false; `action` (if any) runs once the overlay is answered.
   */
  beforeContributing: (action?: PendingAction) => boolean;
  /** Runs the waiting action, if any (the overlay calls it after a save, before reloading). */
  runPending: () => Promise<void>;
  loadChoices: LoadProfileChoices;
}

const ProfileCompletionContext = createContext<ProfileCompletionValue | null>(null);

export function ProfileCompletionProvider({
  loadChoices,
  children,
}: {
  loadChoices: LoadProfileChoices;
  children: ReactNode;
}) {
  const { user, authenticated } = useAuth();
  const [deferral, setDeferral] = useState<Deferral>(readDeferral);
  // Opened again before a bookmark or an upload, after a 'Later'.
  const [reopened, setReopened] = useState(false);
  const pending = useRef<PendingAction | undefined>(undefined);
  const incomplete = authenticated === true && user !== null && user.isInformationComplete === false;

  const runPending = useCallback(async () => {
    const action = pending.current;
    pending.current = undefined;
    await action?.();
  }, []);

  const later = useCallback(() => {
    const next: Deferral = reopened || deferral === 'later' ? 'asked' : 'later';
    writeDeferral(next);
    setDeferral(next);
    setReopened(false);
    void runPending();
  }, [reopened, deferral, runPending]);

  const beforeContributing = useCallback(
    (action?: PendingAction) => {
      if (!incomplete) return true;
      // On screen already: its answer comes first.
      if (reopened) return false;
      // Never put off (it is on screen), or put off twice: nothing to ask.
      if (deferral !== 'later') return true;
      pending.current = action;
      setReopened(true);
      return false;
    },
    [incomplete, deferral, reopened],
  );

  const value = useMemo<ProfileCompletionValue>(
    () => ({
      open: incomplete && (deferral === undefined || reopened),
      later,
      beforeContributing,
      runPending,
      loadChoices,
    }),
    [incomplete, deferral, reopened, later, beforeContributing, runPending, loadChoices],
  );

  return <ProfileCompletionContext value={value}>{children}</ProfileCompletionContext>;
}

export function useProfileCompletion(): ProfileCompletionValue {
  const context = useContext(ProfileCompletionContext);
  if (context === null) throw new Error('useProfileCompletion must be used inside <ProfileCompletionProvider>');
  return context;
}
