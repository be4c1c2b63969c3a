// Commerce preferences as the editor reads and saves them (site-and-editor.md §4 and §7): each
// namespace is fetched once and cached (callers asking at the same time share the one request);
// a save whose object says the same as the cached one is skipped; a save tells every open screen
// through the refetch event; failures reach the caller as thrown errors with the server's
// sentence ("errors rethrown").
import { preferencesPath } from '../../shared/api/store-setup';
import { type Preferences, samePreferences } from '../../shared/store/preferences';
import { call } from '../owner-call';

export const PreferencesMessage = {
  loadFailed: 'Unable to load the store preferences. Try again.',
  saveFailed: 'Unable to save the store preferences. Try again.',
} as const;

export class PreferencesError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the server was not reached. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'PreferencesError';
  }
}

type Refetch = (namespace: string, value: Preferences) => void;

export class PreferencesClient {
  private readonly cache = new Map<string, Promise<Preferences>>();
  private readonly listeners = new Set<Refetch>();

  /** The namespace's object: from the cache, else one request (a failed one is not kept). */
  get(namespace: string): Promise<Preferences> {
    const cached = this.cache.get(namespace);
    if (cached) return cached;
    const loading = this.call(namespace, 'GET', PreferencesMessage.loadFailed);
    this.cache.set(namespace, loading);
    loading.catch(() => this.cache.delete(namespace));
    return loading;
  }

  /** Saves `value` unless it says what is already saved; true when a request was made. */
  async save(namespace: string, value: Preferences): Promise<boolean> {
    const current = await this.get(namespace);
    if (samePreferences(current, value)) return false;
    const saved = await this.call(namespace, 'PUT', PreferencesMessage.saveFailed, value);
    this.cache.set(namespace, Promise.resolve(saved));
    for (const listener of this.listeners) listener(namespace, saved);
    return true;
  }

  /** Calls `listener` after every save (the refetch event); returns the unsubscribe. */
  onRefetch(listener: Refetch): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private async call(
    namespace: string,
    method: 'GET' | 'PUT',
    fallback: string,
    body?: Preferences,
  ): Promise<Preferences> {
    const answer = await call<unknown>(method, preferencesPath(namespace), body);
    if (!answer.ok) {
      throw new PreferencesError(answer.status === 0 ? fallback : answer.message, answer.status);
    }
    const value = answer.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new PreferencesError(fallback, 200);
    }
    return value as Preferences;
  }
}

/** The editor's one client: every screen shares its cache and refetch event. */
export const preferences = new PreferencesClient();
