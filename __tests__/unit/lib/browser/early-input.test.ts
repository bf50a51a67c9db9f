/**
 * The listener inlined in every page's head (lib/browser/early-input), run as the inline script
 * text the pages carry: no click made before the app starts is lost or doubled.
 *
 * @jest-environment jsdom
 */
import { EARLY_ACTION_ATTRIBUTE, EARLY_PENDING_ATTRIBUTE, earlyInputScript, replayEarlyClicks, type EarlyInputSite } from "../../../../src/lib/browser/early-input";
import { STORAGE_KEYS } from "../../../../src/lib/browser/storage";

const CONFIG: EarlyInputSite = {
  searchButtonAttribute: "data-search-button",
  storageKeys: STORAGE_KEYS,
  announcementId: "news-2",
  orgUrl: "https://github.com/cairn-io/",
  publicRepos: ["docs", "knowledge-base"],
  notice: "Private. Open it anyway?",
  fallbackMs: 10_000,
};

const PAGE = `
  <button type="button" ${EARLY_ACTION_ATTRIBUTE}="color-mode" aria-label="Switch to dark mode (currently light mode)">mode</button>
  <section class="announcement-bar"><button type="button" ${EARLY_ACTION_ATTRIBUTE}="close-announcement">close</button></section>
  <button type="button" id="more" aria-expanded="false">More <svg><path></path></svg></button>
  <button data-search-button>Search</button>
  <form><button type="submit" id="submit">Go</button></form>
  <a id="private" href="https://github.com/cairn-io/terraform-aws-service-catalog">catalog</a>
  <a id="public" href="https://github.com/cairn-io/knowledge-base/discussions">forum</a>
  <a id="org" href="https://github.com/cairn-io">GitHub</a>
  <a id="internal" href="/intro/">intro</a>`;

function click(target: Element, init: MouseEventInit = {}, type = "click"): MouseEvent {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, detail: 1, ...init });
  target.dispatchEvent(event);
  return event;
}

const $ = (selector: string) => document.querySelector(selector)!;

describe("clicks before the app starts", () => {
  let added: { type: string; fn: EventListenerOrEventListenerObject }[];
  /** Clicks that reached the page's own (bubbling) listeners, as React's would. */
  let reached: MouseEvent[];
  const realAdd = window.addEventListener.bind(window);
  const count = (event: Event) => reached.push(event as MouseEvent);

  beforeEach(() => {
    added = [];
    reached = [];
    jest.spyOn(window, "addEventListener").mockImplementation((type: string, fn: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      added.push({ type, fn });
      realAdd(type, fn, options);
    });
    document.documentElement.setAttribute("data-theme", "light");
    document.documentElement.removeAttribute("data-announcement-dismissed");
    document.body.innerHTML = PAGE;
    localStorage.clear();
    new Function(earlyInputScript(CONFIG))();
    document.addEventListener("click", count);
    document.addEventListener("auxclick", count);
  });
  afterEach(() => {
    added.forEach(({ type, fn }) => window.removeEventListener(type, fn, true));
    document.removeEventListener("click", count);
    document.removeEventListener("auxclick", count);
    jest.restoreAllMocks();
    jest.useRealTimers();
    delete window.__cairnEarly;
  });

  it("switches the color mode at once, stores it and renames the switch, and keeps the click from the app", () => {
    const toggle = $(`[${EARLY_ACTION_ATTRIBUTE}="color-mode"]`);
    click(toggle);
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(toggle.getAttribute("aria-label")).toBe("Switch to light mode (currently dark mode)");
    click(toggle);
    expect([document.documentElement.dataset.theme, localStorage.getItem("theme"), toggle.getAttribute("title")]).toEqual(["light", "light", "Switch to dark mode"]);
    expect(reached).toEqual([]);
    expect(replayEarlyClicks(window)).toBe(0);
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("closes the announcement at once and remembers it for this announcement's id", () => {
    click($(`[${EARLY_ACTION_ATTRIBUTE}="close-announcement"]`));
    expect(document.documentElement.dataset.announcementDismissed).toBe("true");
    expect([localStorage.getItem("announcement.dismiss"), localStorage.getItem("announcement.id")]).toEqual(["true", "news-2"]);
    expect(reached).toEqual([]);
  });

  it("holds a click on any other button, marks it busy, and replays it once at that button when the app starts", () => {
    const more = $("#more");
    click(more.querySelector("path")!, { ctrlKey: true, clientX: 40, clientY: 12 });
    expect(reached).toEqual([]);
    expect(more.hasAttribute(EARLY_PENDING_ATTRIBUTE)).toBe(true);
    expect(replayEarlyClicks(window)).toBe(1);
    expect(reached).toHaveLength(1);
    expect(reached[0]).toMatchObject({ target: more, type: "click", detail: 1, ctrlKey: true, clientX: 40, clientY: 12, button: 0 });
    expect(more.hasAttribute(EARLY_PENDING_ATTRIBUTE)).toBe(false);
  });

  it("replays held clicks in the order they were made, keyboard activations as such, and skips a control the page no longer has", () => {
    const more = $("#more");
    click(more, { detail: 0 });
    const gone = document.createElement("button");
    document.body.append(gone);
    click(gone);
    gone.remove();
    click(more);
    expect(replayEarlyClicks(window)).toBe(2);
    expect(reached.map((event) => [event.target, event.detail])).toEqual([
      [more, 0],
      [more, 1],
    ]);
  });

  it("holds a main, modified or middle click on a link into the private organization, without navigating, and replays it", () => {
    const link = $("#private");
    const plain = click(link);
    const newTab = click(link, { metaKey: true });
    const middle = click(link, { button: 1 }, "auxclick");
    expect([plain.defaultPrevented, newTab.defaultPrevented, middle.defaultPrevented]).toEqual([true, true, true]);
    expect(reached).toEqual([]);
    expect(link.hasAttribute(EARLY_PENDING_ATTRIBUTE)).toBe(true);
    expect(replayEarlyClicks(window)).toBe(3);
    expect(reached.map((event) => [event.type, event.button, event.metaKey])).toEqual([
      ["click", 0, false],
      ["click", 0, true],
      ["auxclick", 1, false],
    ]);
  });

  it("lets public repositories, the organization's own page, other links, the search box and a form's submit button work as they do", () => {
    // jsdom cannot submit a form: the page's own listener cancels that, after the early listener.
    $("form").addEventListener("click", (event) => event.preventDefault());
    for (const selector of ["#public", "#org", "#internal", "[data-search-button]"]) {
      const event = click($(selector));
      expect([selector, event.defaultPrevented]).toEqual([selector, false]);
    }
    click($("#submit"));
    expect(reached.map((event) => (event.target as Element).id || "search")).toEqual(["public", "org", "internal", "search", "submit"]);
    expect(window.__cairnEarly!.clicks).toEqual([]);
  });

  it("lets a private link go when the reader turned the warning off", () => {
    localStorage.setItem("dontWarnGitHubLinks", "true");
    expect(click($("#private")).defaultPrevented).toBe(false);
    expect(reached).toHaveLength(1);
  });

  it("leaves every click to the app once it has started", () => {
    replayEarlyClicks(window);
    click($(`[${EARLY_ACTION_ATTRIBUTE}="color-mode"]`));
    click($("#more"));
    expect(click($("#private")).defaultPrevented).toBe(false);
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(reached).toHaveLength(3);
    expect(replayEarlyClicks(window)).toBe(0);
  });

  it("asks through the browser's own dialog when the app has not started long after a private link was clicked", () => {
    jest.useFakeTimers();
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(true);
    const open = jest.spyOn(window, "open").mockReturnValue(null);
    click($("#private"));
    jest.advanceTimersByTime(CONFIG.fallbackMs - 1);
    expect(confirm).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(confirm).toHaveBeenCalledWith("Private. Open it anyway?");
    expect(open).toHaveBeenCalledWith("https://github.com/cairn-io/terraform-aws-service-catalog", "_blank", "noopener,noreferrer");
    expect($("#private").hasAttribute(EARLY_PENDING_ATTRIBUTE)).toBe(false);
    expect(replayEarlyClicks(window)).toBe(0);
  });

  it("does not ask once the app has started and shown its own warning", () => {
    jest.useFakeTimers();
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(true);
    click($("#private"));
    replayEarlyClicks(window);
    jest.advanceTimersByTime(CONFIG.fallbackMs);
    expect(confirm).not.toHaveBeenCalled();
  });

  it("still switches the color mode when storage throws", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    click($(`[${EARLY_ACTION_ATTRIBUTE}="color-mode"]`));
    expect(document.documentElement.dataset.theme).toBe("dark");
  });
});

describe("the inline script", () => {
  it("cannot be ended early by a configured value", () => {
    const script = earlyInputScript({ ...CONFIG, notice: "</script><script>alert(1)</script>" });
    expect(script).not.toContain("</script>");
  });
});
