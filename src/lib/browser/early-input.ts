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
import { colorModeToggleLabels } from "./color-mode";
import { followsLink, privateRepoPattern } from "./private-repo";

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

/** The site's values the listener needs. */
export interface EarlyInputSite {
  /** Controls the search intent's own listener handles (the navbar's search box). */
  searchButtonAttribute: string;
  storageKeys: { theme: string; announcementDismissed: string; announcementId: string; dontWarnCodeHostLinks: string };
  announcementId: string | null;
  orgUrl: string;
  publicRepos: readonly string[];
  /** The question the browser's own dialog asks about a held private link if the app never starts. */
  notice: string;
  /** How long a held private link waits for the app before that dialog asks instead, in ms. */
  fallbackMs: number;
}

declare global {
  interface Window {
    __cairnEarly?: EarlyInput;
  }
}

/** What a replayed click copies from the reader's: its button, keys, position and click count. */
const COPIED = ["button", "detail", "clientX", "clientY", "ctrlKey", "shiftKey", "altKey", "metaKey"];

/** A value as a JavaScript literal, "<" escaped so that no value can end the inline script. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The inline script: compact ES5 written by hand, as it costs every page's first bytes, with the
 * site's values written in. The private-repository pattern, the switch's labels and `followsLink`
 * come from the functions the app uses, so the two cannot disagree. `a` is a clicked link, `b` a
 * clicked button, `h` a held click, `P` the pending attribute, `K` the storage keys.
 */
export function earlyInputScript(site: EarlyInputSite): string {
  const keys = site.storageKeys;
  const labels = { light: colorModeToggleLabels("light"), dark: colorModeToggleLabels("dark") };
  return (
    `(function(w,follows,labels){var s={started:false,clicks:[]},r=w.document.documentElement,P=${literal(EARLY_PENDING_ATTRIBUTE)},repo=new RegExp(${literal(privateRepoPattern(site.orgUrl, site.publicRepos).source)},"i");` +
    `function get(n){try{return w.localStorage.getItem(n)}catch(e){return null}}` +
    `function put(n,v){try{w.localStorage.setItem(n,v)}catch(e){}}` +
    `function hold(t,e){var h={target:t,type:e.type,init:{}},f=${literal(COPIED)};for(var i=0;i<f.length;i++)h.init[f[i]]=e[f[i]];t.setAttribute(P,"");s.clicks.push(h);return h}` +
    // A held private link asks through the browser's own dialog if the app never starts.
    `function later(a,h){w.setTimeout(function(){var i=s.clicks.indexOf(h);if(s.started||i<0)return;s.clicks.splice(i,1);a.removeAttribute(P);if(w.confirm(${literal(site.notice)}))w.open(a.href,"_blank","noopener,noreferrer")},${literal(site.fallbackMs)})}` +
    `function on(e){var t=e.target;if(s.started||!t||!t.closest)return;var a=t.closest("a[href]");` +
    `if(a){if(follows(e.type,e.button)&&get(${literal(keys.dontWarnCodeHostLinks)})!=="true"&&repo.test(a.href)){e.preventDefault();e.stopImmediatePropagation();later(a,hold(a,e))}return}` +
    // A form's submit button works without the app; the search box has its own listener.
    `var b=e.type==="click"&&t.closest("button");if(!b||b.disabled||b.hasAttribute(${literal(site.searchButtonAttribute)})||b.type==="submit"&&b.form)return;` +
    `e.stopImmediatePropagation();var x=b.getAttribute(${literal(EARLY_ACTION_ATTRIBUTE)});` +
    `if(x===${literal(EARLY_ACTIONS.colorMode)}){var m=r.getAttribute("data-theme")==="dark"?"light":"dark";r.setAttribute("data-theme",m);put(${literal(keys.theme)},m);b.setAttribute("aria-label",labels[m].label);b.setAttribute("title",labels[m].title)}` +
    `else if(x===${literal(EARLY_ACTIONS.closeAnnouncement)}){r.setAttribute("data-announcement-dismissed","true");put(${literal(keys.announcementDismissed)},"true");put(${literal(keys.announcementId)},${literal(site.announcementId ?? "")})}` +
    `else hold(b,e)}` +
    `w.addEventListener("click",on,true);w.addEventListener("auxclick",on,true);w.__cairnEarly=s` +
    `})(window,${followsLink.toString()},${literal(labels)});`
  );
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
