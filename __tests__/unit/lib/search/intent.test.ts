/**
 * The listener inlined in every page's head (lib/search/intent): search opens from first paint and
 * no key typed after the shortcut is lost. Run both as the function and as the inline script text.
 *
 * @jest-environment jsdom
 */
import { installSearchIntent, searchIntentScript, takeTypedKeys, SEARCH_BUTTON_ATTRIBUTE, type SearchIntent } from "../../../../src/lib/search/intent";

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body): boolean {
  return target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init }));
}

describe.each([
  ["the function", () => installSearchIntent(window, SEARCH_BUTTON_ATTRIBUTE)],
  [
    "the inline script",
    () => {
      new Function(searchIntentScript())();
      return window.__cairnSearch!;
    },
  ],
])("search intent, installed by %s", (_how, install) => {
  let intent: SearchIntent;
  let listeners: { type: string; fn: EventListenerOrEventListenerObject }[];
  const realAdd = window.addEventListener.bind(window);

  beforeEach(() => {
    listeners = [];
    jest.spyOn(window, "addEventListener").mockImplementation((type: string, fn: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      listeners.push({ type, fn });
      realAdd(type, fn, options);
    });
    document.body.innerHTML = `<input aria-label="field" /><button ${SEARCH_BUTTON_ATTRIBUTE}>Search</button>`;
    intent = install();
  });
  afterEach(() => {
    listeners.forEach(({ type, fn }) => window.removeEventListener(type, fn, true));
    jest.restoreAllMocks();
    delete window.__cairnSearch;
  });

  it("opens on Ctrl+K and Cmd+K anywhere, taking the key from the browser", () => {
    const input = document.querySelector("input")!;
    input.focus();
    expect(press("k", { ctrlKey: true }, input)).toBe(false);
    expect(intent.open).toBe(true);
    intent.open = false;
    expect(press("K", { metaKey: true })).toBe(false);
    expect(intent.open).toBe(true);
  });

  it("opens on / outside text fields, and leaves / typed in a field alone", () => {
    const input = document.querySelector("input")!;
    input.focus();
    expect(press("/", {}, input)).toBe(true);
    expect(intent.open).toBe(false);
    input.blur();
    expect(press("/")).toBe(false);
    expect(intent.open).toBe(true);
    expect(press("k")).toBe(false);
    expect(intent.keys).toEqual(["k"]);
  });

  it("keeps every character typed after the shortcut, in order, with Backspace, until a field has focus", () => {
    press("k", { ctrlKey: true });
    for (const key of ["v", "p", "x", "Backspace", "c", " "]) press(key);
    press("Shift");
    press("a", { ctrlKey: true });
    expect(takeTypedKeys(intent)).toBe("vpc ");
    expect(intent.keys).toEqual([]);
    document.querySelector("input")!.focus();
    expect(press("z", {}, document.querySelector("input")!)).toBe(true);
    expect(intent.keys).toEqual([]);
  });

  it("lets Escape cancel a request the app has not taken yet", () => {
    press("/");
    press("a");
    press("Escape");
    expect(intent).toMatchObject({ open: false, keys: [], buffering: false });
  });

  it("opens on a click of the navbar's search box before the app takes over, and tells the app once it has", () => {
    document.querySelector("button")!.click();
    expect(intent.open).toBe(true);
    intent.open = false;
    const onOpen = jest.fn();
    intent.onOpen = onOpen;
    document.querySelector("button")!.click();
    expect(onOpen).not.toHaveBeenCalled();
    press("k", { ctrlKey: true });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
