/**
 * Search intent from first paint: a listener inlined in every page's head (before any bundle
 * loads) opens search on Ctrl/Cmd+K, "/" outside a text field, or a click on the navbar's search
 * box, and keeps every character typed after that until the modal's search box exists. The app
 * subscribes when it hydrates, honours an intent recorded before, and drains the typed keys into
 * the box, so no keystroke is lost however slowly the modal's code arrives.
 */

/** The state shared between the inline listener and the app, at `window.__cairnSearch`. */
export interface SearchIntent {
  /** The reader asked for search and it has not been closed since. */
  open: boolean;
  /** Characters typed since then that no text field took, in order. */
  keys: string[];
  /** Whether keys outside text fields are being kept (from the shortcut until the box has them). */
  buffering: boolean;
  /** Set by the app once hydrated: called when the reader asks for search. */
  onOpen: null | (() => void);
}

declare global {
  interface Window {
    __cairnSearch?: SearchIntent;
  }
}

/** The attribute that marks the navbar's search box for the inline listener. */
export const SEARCH_BUTTON_ATTRIBUTE = "data-search-button";

/**
 * Installs the listener. It is inlined into the page as its own source text
 * (`searchIntentScript`), so it stays ES5 and references nothing outside itself.
 */
export function installSearchIntent(win: Window, buttonAttribute: string): SearchIntent {
  const state: SearchIntent = { open: false, keys: [], buffering: false, onOpen: null };
  function typingTarget(element: Element | null): boolean {
    if (!element) return false;
    const tag = element.tagName.toUpperCase();
    return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (element as HTMLElement).isContentEditable === true;
  }
  function ask() {
    state.open = true;
    state.buffering = true;
    state.keys = [];
    if (state.onOpen) state.onOpen();
  }
  win.addEventListener(
    "keydown",
    function (event: KeyboardEvent) {
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      const focused = win.document.activeElement;
      if (!state.open) {
        const shortcut = ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") || (event.key === "/" && plain && !typingTarget(focused));
        if (shortcut) {
          event.preventDefault();
          ask();
        }
        return;
      }
      if (event.key === "Escape" && !state.onOpen) {
        state.open = false;
        state.buffering = false;
        state.keys = [];
        return;
      }
      if (!state.buffering || typingTarget(focused) || !plain) return;
      if (event.key.length === 1) {
        state.keys.push(event.key);
        event.preventDefault();
      } else if (event.key === "Backspace") {
        state.keys.pop();
        event.preventDefault();
      }
    },
    true,
  );
  win.addEventListener(
    "click",
    function (event: MouseEvent) {
      const target = event.target as Element | null;
      if (state.onOpen || state.open || !target || !target.closest || !target.closest("[" + buttonAttribute + "]")) return;
      ask();
    },
    true,
  );
  win.__cairnSearch = state;
  return state;
}

/** The inline script: the listener above, called on the page's window. */
export function searchIntentScript(): string {
  return `(${installSearchIntent.toString()})(window,${JSON.stringify(SEARCH_BUTTON_ATTRIBUTE)});`;
}

/** The page's intent state, or a private one where the inline script did not run (tests, crashes). */
export function pageSearchIntent(win: Window): SearchIntent {
  return win.__cairnSearch ?? installSearchIntent(win, SEARCH_BUTTON_ATTRIBUTE);
}

/** Takes the characters kept so far, leaving none. */
export function takeTypedKeys(intent: SearchIntent): string {
  const typed = intent.keys.join("");
  intent.keys = [];
  return typed;
}
