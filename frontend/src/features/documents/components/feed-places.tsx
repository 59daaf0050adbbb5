/**
 * The list each feed visit had loaded, by history entry: Back from a document shows the same
 * cards (every page already loaded) for the scroll position to return to (issue 25). Kept for
 * the app's life in memory (a reload starts from the first page again), by the provider the app
 * mounts; a feed rendered without it keeps nothing.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { DocumentItem } from '../types';

export interface FeedState {
  docs: DocumentItem[];
  nextPage: string | null;
  hasNextPage: boolean;
  loading: boolean;
  /** The corrected search the server answered with (its words as typed matched nothing), else null. */
  didYouMean: string | null;
}

export const START: FeedState = { docs: [], nextPage: null, hasNextPage: true, loading: true, didYouMean: null };

/** Enough for a few Backs through filtered lists; the oldest go first. */
const PLACES_KEPT = 20;

class FeedPlaces {
  private readonly places = new Map<string, { search: string; state: FeedState }>();

  keep(entry: string, search: string, state: FeedState): void {
    // A first page still on its way is nothing to come back to.
    if (state.loading && state.docs.length === 0) return;
    this.places.delete(entry);
    // A page still loading when the reader left is asked for again (its nextPage is kept).
    this.places.set(entry, { search, state: { ...state, loading: false } });
    for (const old of this.places.keys()) {
      if (this.places.size <= PLACES_KEPT) break;
      this.places.delete(old);
    }
  }

  kept(entry: string, search: string): FeedState | undefined {
    const place = this.places.get(entry);
    return place?.search === search ? place.state : undefined;
  }
}

const FeedPlacesContext = createContext<FeedPlaces | undefined>(undefined);

export function FeedPlacesProvider({ children }: { children: ReactNode }) {
  const [places] = useState(() => new FeedPlaces());
  return <FeedPlacesContext.Provider value={places}>{children}</FeedPlacesContext.Provider>;
}

export function useFeedPlaces(): FeedPlaces {
  const provided = useContext(FeedPlacesContext);
  const [own] = useState(() => new FeedPlaces());
  return provided ?? own;
}
