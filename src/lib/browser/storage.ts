/**
 * The one way the site reads and writes browser storage (docs/decisions/browser-storage.md).
 * Storage may be missing (server rendering) or throw (privacy modes, quota, disabled cookies):
 * then it is treated as empty, and one console warning says so. The site has one wrapper
 * per process, `storage` below, so the warning comes once per page load in a browser and once per
 * process when rendering on the server, not once per page rendered.
 */

/** The storage keys the site uses: renaming one forgets every reader's stored choice. */
export const STORAGE_KEYS = {
  theme: "theme",
  /** Prefix of tab-group choices: `docs.tab.<groupId>`. */
  tabGroupPrefix: "docs.tab.",
  /** Preferred docs version of the default docs plugin. */
  preferredVersion: "docs-preferred-version-default",
  announcementDismissed: "announcement.dismiss",
  announcementId: "announcement.id",
  /** `dontWarn` + the code host + `Links`: set to "true" to skip the private-repository warning. */
  dontWarnCodeHostLinks: "dontWarnGitHubLinks",
} as const;

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

type Backing = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Wraps a storage getter so no call ever throws; `warn` is called once, on the first call that
 * finds storage missing (the getter gives none, as on the server) or failing.
 */
export function createSafeStorage(getBacking: () => Backing | undefined, warn: (message: string) => void = console.warn): SafeStorage {
  let warned = false;
  const fail = (reason: unknown) => {
    if (warned) return;
    warned = true;
    warn(`Browser storage is unavailable, so preferences will not be remembered (${reason instanceof Error ? reason.message : String(reason)}).`);
  };
  const attempt = <T>(action: (backing: Backing) => T, fallback: T): T => {
    try {
      const backing = getBacking();
      if (!backing) {
        fail("no window: the page is being rendered on the server; stored preferences read as empty");
        return fallback;
      }
      return action(backing);
    } catch (error) {
      fail(error);
      return fallback;
    }
  };
  return {
    get: (key) => attempt((b) => b.getItem(key), null),
    set: (key, value) => attempt((b) => b.setItem(key, value), undefined),
    remove: (key) => attempt((b) => b.removeItem(key), undefined),
  };
}

/** The page's localStorage, safely: `undefined` during server rendering. */
export const storage: SafeStorage = createSafeStorage(() => (typeof window === "undefined" ? undefined : window.localStorage));
