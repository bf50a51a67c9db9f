/**
 * Clicks from first paint. The app's scripts load after the first paint
 * (lib/build/scripts-after-paint), so for a moment (one or two seconds on a phone) the page shows
 * controls that no script drives yet. Like the search intent (lib/search/intent), a listener
 * inlined in every page's head hears what the reader does in that moment and the app takes it
 * over when it starts (docs/decisions/clicks-before-the-app.md):
 *
 * - the color-mode switch and the announcement bar's close button act at once, as the head's
 *   no-flash script does (the theme attribute, the dismissal attribute and storage), and the app
 *   reads that state when it starts;
 * - a click on any other button, and one that would follow a link into the private GitHub
 *   organization (its navigation prevented), is held: the control shows it is busy
 *   (`data-early-pending`) and the app replays the click at that control once it has started
 *   (`replayEarlyClicks`, from gatsby-browser's onInitialClientRender), so the click has its
 *   effect exactly once: the listener stops it before React can see it;
 * - everything else (links, `<details>`, form fields, the search box, which the search intent
 *   handles) works natively and is left alone.
 */
import type { colorModeToggleLabels } from "./color-mode";
import type { followsLink, isPrivateRepoLink } from "./private-repo";

/** Marks a control the listener works itself instead of holding its click. */
export const EARLY_ACTION_ATTRIBUTE = "data-early-action";
/** The values of EARLY_ACTION_ATTRIBUTE. */
export const EARLY_ACTIONS = { colorMode: "color-mode", closeAnnouncement: "close-announcement" } as const;
/** Set on a control whose click is held until the app starts. */
export const EARLY_PENDING_ATTRIBUTE = "data-early-pending";

/** A click held for the app: where it was made and what it was. */
export interface EarlyClick {
  target: Element;
  type: string;
  init: MouseEventInit;
}

/** The state shared between the inline listener and the app, at `window.__cairnEarly`. */
export interface EarlyInput {
  /** The app has started: the listener leaves every click to it. */
  started: boolean;
  /** Clicks held until then, in order. */
  clicks: EarlyClick[];
}

export interface EarlyInputConfig {
  /** Controls the search intent's own listener handles (the navbar's search box). */
  searchButtonAttribute: string;
  actionAttribute: string;
  actions: typeof EARLY_ACTIONS;
  pendingAttribute: string;
  storageKeys: { theme: string; announcementDismissed: string; announcementId: string; dontWarnCodeHostLinks: string };
  announcementId: string | null;
  orgUrl: string;
  publicRepos: readonly string[];
  /** The question the browser's own dialog asks about a held private link if the app never starts. */
  notice: string;
  /** How long a held private link waits for the app before that dialog asks instead, in ms. */
  fallbackMs: number;
}

/** The decisions the listener shares with the app, passed in as their own source text. */
export interface EarlyInputHelpers {
  isPrivateRepoLink: typeof isPrivateRepoLink;
  followsLink: typeof followsLink;
  colorModeToggleLabels: typeof colorModeToggleLabels;
}

declare global {
  interface Window {
    __cairnEarly?: EarlyInput;
  }
}

/**
 * Installs the listener. It is inlined into the page as its own source text (see gatsby-ssr.tsx),
 * so it references nothing outside itself and its arguments.
 */
export function installEarlyInput(win: Window, config: EarlyInputConfig, helpers: EarlyInputHelpers): EarlyInput {
  const state: EarlyInput = { started: false, clicks: [] };
  const root = win.document.documentElement;
  const keys = config.storageKeys;
  function read(key: string): string | null {
    try {
      return win.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  function write(key: string, value: string): void {
    try {
      win.localStorage.setItem(key, value);
    } catch {
      // Storage refused: the choice holds for this page, as it does once the app runs.
    }
  }
  function hold(target: Element, event: MouseEvent): EarlyClick {
    const init: MouseEventInit = {
      button: event.button,
      buttons: event.buttons,
      detail: event.detail,
      clientX: event.clientX,
      clientY: event.clientY,
      screenX: event.screenX,
      screenY: event.screenY,
      ctrlKey: event.ctrlKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
    };
    const click = { target: target, type: event.type, init: init };
    target.setAttribute(config.pendingAttribute, "");
    state.clicks.push(click);
    return click;
  }
  function holdLink(link: HTMLAnchorElement, event: MouseEvent): void {
    const click = hold(link, event);
    win.setTimeout(function () {
      const index = state.clicks.indexOf(click);
      if (state.started || index < 0) return;
      // The app never started (its scripts did not load): the browser's own dialog warns instead.
      state.clicks.splice(index, 1);
      link.removeAttribute(config.pendingAttribute);
      if (win.confirm(config.notice)) win.open(link.href, "_blank", "noopener,noreferrer");
    }, config.fallbackMs);
  }
  function switchColorMode(toggle: Element): void {
    const mode = root.getAttribute("data-theme") === "dark" ? "light" : "dark";
    root.setAttribute("data-theme", mode);
    write(keys.theme, mode);
    const labels = helpers.colorModeToggleLabels(mode);
    toggle.setAttribute("aria-label", labels.label);
    toggle.setAttribute("title", labels.title);
  }
  function closeAnnouncement(): void {
    root.setAttribute("data-announcement-dismissed", "true");
    write(keys.announcementDismissed, "true");
    if (config.announcementId !== null) write(keys.announcementId, config.announcementId);
  }
  function onClick(event: MouseEvent): void {
    const target = event.target as Element | null;
    if (state.started || !target || typeof target.closest !== "function") return;
    const link = target.closest("a[href]") as HTMLAnchorElement | null;
    if (link) {
      if (!helpers.followsLink(event.type, event.button) || read(keys.dontWarnCodeHostLinks) === "true") return;
      if (!helpers.isPrivateRepoLink(link.href, config.orgUrl, config.publicRepos)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      holdLink(link, event);
      return;
    }
    const button = event.type === "click" ? (target.closest("button") as HTMLButtonElement | null) : null;
    // A form's submit button works without the app.
    if (!button || button.disabled || button.hasAttribute(config.searchButtonAttribute) || (button.type === "submit" && button.form)) return;
    event.stopImmediatePropagation();
    const action = button.getAttribute(config.actionAttribute);
    if (action === config.actions.colorMode) switchColorMode(button);
    else if (action === config.actions.closeAnnouncement) closeAnnouncement();
    else hold(button, event);
  }
  win.addEventListener("click", onClick, true);
  win.addEventListener("auxclick", onClick, true);
  win.__cairnEarly = state;
  return state;
}

/** The inline script: the listener above, called on the page's window with the shared decisions. */
export function earlyInputScript(config: EarlyInputConfig, helpers: EarlyInputHelpers): string {
  // "<" is escaped so that no value can end the inline script.
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  const shared = `{isPrivateRepoLink:${helpers.isPrivateRepoLink.toString()},followsLink:${helpers.followsLink.toString()},colorModeToggleLabels:${helpers.colorModeToggleLabels.toString()}}`;
  return `(${installEarlyInput.toString()})(window,${json},${shared});`;
}

/**
 * The app has started: the listener stands down, and every held click is dispatched again at the
 * control it was made on, in order, with the same button and keys. A control the page no longer
 * has is skipped.
 */
export function replayEarlyClicks(win: Window): number {
  const state = win.__cairnEarly;
  if (!state || state.started) return 0;
  state.started = true;
  const clicks = state.clicks.splice(0);
  let replayed = 0;
  for (const click of clicks) {
    click.target.removeAttribute(EARLY_PENDING_ATTRIBUTE);
    if (!click.target.isConnected) continue;
    click.target.dispatchEvent(new MouseEvent(click.type, { ...click.init, bubbles: true, cancelable: true, composed: true, view: win }));
    replayed += 1;
  }
  return replayed;
}
