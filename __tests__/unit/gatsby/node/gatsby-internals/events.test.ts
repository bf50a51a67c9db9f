import { EventEmitter } from "node:events";
import { onPagesRendered, onQueriesDone, pagesToStitch, PAGES_RENDERED, QUERIES_DONE } from "../../../../../src/gatsby/node/gatsby-internals";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("the moment Gatsby's page queries are done", () => {
  it("is seen once, when Gatsby's build sets that status, after Gatsby's own dispatch", async () => {
    const emitter = new EventEmitter();
    const calls: string[] = [];
    const subscription = onQueriesDone(emitter, () => calls.push("outputs"));
    emitter.emit("SET_PROGRAM_STATUS", { type: "SET_PROGRAM_STATUS", payload: "BOOTSTRAP_FINISHED" });
    await nextTurn();
    expect(calls).toEqual([]);
    expect(subscription.seen()).toBe(false);
    emitter.emit("SET_PROGRAM_STATUS", { type: "SET_PROGRAM_STATUS", payload: QUERIES_DONE });
    calls.push("dispatch returned");
    await nextTurn();
    emitter.emit("SET_PROGRAM_STATUS", { type: "SET_PROGRAM_STATUS", payload: QUERIES_DONE });
    await nextTurn();
    expect(calls).toEqual(["dispatch returned", "outputs"]);
    expect(subscription.seen()).toBe(true);
    expect(emitter.listenerCount("SET_PROGRAM_STATUS")).toBe(0);
  });

  it("can be stopped before it comes, leaving no listener", () => {
    const emitter = new EventEmitter();
    onQueriesDone(emitter, () => undefined).stop();
    expect(emitter.listenerCount("SET_PROGRAM_STATUS")).toBe(0);
  });
});

describe("each batch of pages Gatsby renders", () => {
  it("is handed over with its page paths as Gatsby dispatches it, until stopped", () => {
    const emitter = new EventEmitter();
    const batches: string[][] = [];
    const subscription = onPagesRendered(emitter, (paths) => batches.push(paths));
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: ["/a/", 7, "/b/"] });
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: [] });
    subscription.stop();
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: ["/c/"] });
    expect(batches).toEqual([["/a/", "/b/"]]);
    expect(subscription.seen()).toBe(true);
  });
});

describe("Gatsby's list of pages to stitch", () => {
  it("takes pages off the list Gatsby keeps in its state", () => {
    const list = new Set(["/a/", "/b/"]);
    const found = pagesToStitch({ getState: () => ({ slices: new Map(), html: { pagesThatNeedToStitchSlices: list } }) });
    if ("unavailable" in found) throw new Error(found.unavailable);
    found.take(["/a/"]);
    expect([...list]).toEqual(["/b/"]);
  });

  it("says why when the state is not as expected or the site has its own slices", () => {
    const why = (state: unknown) => {
      const found = pagesToStitch({ getState: () => state });
      return "unavailable" in found ? found.unavailable : "available";
    };
    expect(why({ slices: new Map(), html: { pagesThatNeedToStitchSlices: [] } })).toBe("Gatsby's state has no html.pagesThatNeedToStitchSlices set");
    expect(why({ html: { pagesThatNeedToStitchSlices: new Set() } })).toBe("Gatsby's state has no slices map");
    expect(why({ slices: new Map([["footer", {}]]), html: { pagesThatNeedToStitchSlices: new Set() } })).toMatch(/slices of its own/);
    expect(why(undefined)).toBe("Gatsby's state has no html.pagesThatNeedToStitchSlices set");
  });
});
