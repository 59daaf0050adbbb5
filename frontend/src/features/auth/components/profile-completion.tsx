/**
 * When the 'Add Information' overlay shows (issue 25, README "Decisions"). The spec shows it over
 * every page while a signed-in user's information is incomplete; that trapped new students, who
 * only wanted to browse. Here it can be put off with 'Later' for the rest of the browser session
 * (sessionStorage), and it comes back once, before the first bookmark or upload of that session.
 *
 * The bookmark or upload that brought it back is held (its description in sessionStorage, so it
 * survives the reload that follows a save, spec §4, or a reload while the overlay asks) and goes
 * ahead once the overlay is answered: after the save, or at once on 'Later', after which the
 * overlay stays away until the next session. The feature that holds it completes it (`held`,
 * `mayGoAhead`, `settle`); this file knows only its kind.
 *
 * It also hands the profile forms the catalogue their College, Course and Year pickers offer
 * (`loadChoices`, given by the app, which is where features meet).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LoadProfileChoices } from '../lib/profile-choices';
import { useAuth } from './auth-provider';

const LATER_KEY = 'papershelf_profile_later';
const HELD_KEY = 'papershelf_profile_held';
/** 'later': put off, comes back before contributing; 'asked': put off again then, stays away. */
type Deferral = 'later' | 'asked' | undefined;

/** A contribution held back until the overlay is answered: its kind and what completes it (JSON). */
export interface HeldContribution {
  kind: 'bookmark' | 'upload';
  data?: unknown;
}

const read = (key: string): string | null => {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    // Storage refused (a privacy mode): nothing is kept past a reload.
    return null;
  }
};

const write = (key: string, value: string | undefined): void => {
  try {
    if (value === undefined) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // As above: kept in memory only.
  }
};

const readDeferral = (): Deferral => {
  const value = read(LATER_KEY);
  return value === 'later' || value === 'asked' ? value : undefined;
};

/** A held contribution and whose it is (another account signed in in this tab never inherits it). */
interface Held extends HeldContribution {
  userId: string;
}

const readHeld = (): Held | undefined => {
  try {
    const value: unknown = JSON.parse(read(HELD_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null || !('kind' in value) || !('userId' in value)) return undefined;
    const { kind, userId } = value;
    if ((kind !== 'bookmark' && kind !== 'upload') || typeof userId !== 'string') return undefined;
    return { kind, userId, data: 'data' in value ? value.data : undefined };
  } catch {
    return undefined;
  }
};

export interface ProfileCompletionValue {
  /** Whether the overlay is on screen now. */
  open: boolean;
  /** 'Later': hides the overlay; a held contribution may then go ahead. */
  later: () => void;
  /**
   * Before a bookmark or an upload: true when it may go ahead now. While the profile is
   * incomplete and the overlay was put off with 'Later', the first call this session keeps
   * `contribution` as the held one, opens the overlay again and answers false.
   */
  beforeContributing: (contribution: HeldContribution) => boolean;
  /** The contribution held back for the overlay's answer, if any (also after a reload). */
  held: HeldContribution | undefined;
  /** Whether the held contribution may go ahead now (the profile was saved, or 'Later' was pressed). */
  mayGoAhead: boolean;
  /** The held contribution is done (or given up): forgets it. */
  settle: () => void;
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
  const [stored, setStored] = useState<Held | undefined>(readHeld);
  // Opened again before a bookmark or an upload, after a 'Later' (also after a reload meanwhile).
  const [reopened, setReopened] = useState(() => stored !== undefined);
  const signedIn = authenticated === true && user !== null;
  const incomplete = signedIn && user.isInformationComplete === false;
  const held: HeldContribution | undefined =
    stored && signedIn && stored.userId === user._id ? { kind: stored.kind, data: stored.data } : undefined;

  const keep = useCallback((next: Held | undefined) => {
    write(HELD_KEY, next === undefined ? undefined : JSON.stringify(next));
    setStored(next);
  }, []);

  // Signed out (the overlay's 'Log out', or a session that ended): nothing is kept for later.
  useEffect(() => {
    if (authenticated === false) write(HELD_KEY, undefined);
  }, [authenticated]);

  const later = useCallback(() => {
    const next: Deferral = reopened || deferral === 'later' ? 'asked' : 'later';
    write(LATER_KEY, next);
    setDeferral(next);
    setReopened(false);
  }, [reopened, deferral]);

  const beforeContributing = useCallback(
    (contribution: HeldContribution) => {
      if (!incomplete) return true;
      // On screen already: its answer comes first.
      if (reopened) return false;
      // Never put off (it is on screen), or put off twice: nothing to ask.
      if (deferral !== 'later') return true;
      keep({ ...contribution, userId: user._id });
      setReopened(true);
      return false;
    },
    [incomplete, user, deferral, reopened, keep],
  );

  const settle = useCallback(() => {
    keep(undefined);
  }, [keep]);

  const mayGoAhead = held !== undefined && signedIn && (!incomplete || (deferral === 'asked' && !reopened));

  const heldKind = held?.kind;
  const heldData = held?.data;
  const value = useMemo<ProfileCompletionValue>(
    () => ({
      open: incomplete && (deferral === undefined || reopened),
      later,
      beforeContributing,
      held: heldKind === undefined ? undefined : { kind: heldKind, data: heldData },
      mayGoAhead,
      settle,
      loadChoices,
    }),
    [incomplete, deferral, reopened, later, beforeContributing, heldKind, heldData, mayGoAhead, settle, loadChoices],
  );

  return <ProfileCompletionContext value={value}>{children}</ProfileCompletionContext>;
}

export function useProfileCompletion(): ProfileCompletionValue {
  const context = useContext(ProfileCompletionContext);
  if (context === null) throw new Error('useProfileCompletion must be used inside <ProfileCompletionProvider>');
  return context;
}
