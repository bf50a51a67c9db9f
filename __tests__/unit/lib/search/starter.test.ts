import { buildStarter, starterRecords, STARTER_PAGES } from "../../../../src/lib/search/starter";
import { buildShardedIndex } from "../../../../src/lib/search/shards";
import type { SearchRecord } from "../../../../src/lib/search/records";
import { records } from "./sample-records";

const page = (url: string, title: string, lvl0 = "Guides"): SearchRecord => ({ id: url, url, type: "lvl1", lvl0, lvl1: title, content: "" });

describe("the first keystroke's pages", () => {
  it("ranks each character that begins a word as a prefix and lists distinct pages, best first, at most STARTER_PAGES", () => {
    const recs = [page("/a/", "Alpha"), { ...page("/a/#x", "Alpha"), type: "lvl2" as const, lvl2: "X" }, ...Array.from({ length: 8 }, (_, i) => page(`/b${i}/`, `Beta ${i}`, "Intro"))];
    const asked: [string[], number, number][] = [];
    const ranker = {
      rank(terms: readonly string[], limit: number, minPrefix?: number) {
        asked.push([[...terms], limit, minPrefix ?? -1]);
        // "a": the section first, then its page (one page listed once); "b": every Beta page.
        return { ids: terms[0] === "a" ? [1, 0] : [2, 3, 4, 5, 6, 7, 8, 9], total: 0 };
      },
    };
    const starter = buildStarter(recs, ranker, ["beta", "alpha", "apple", "b0"], ["Guides", "Intro"]);
    expect(asked.map(([terms, , minPrefix]) => [terms, minPrefix])).toEqual([[["a"], 1], [["b"], 1]]);
    expect(starter.keys.a.map((p) => starter.pages[p])).toEqual([["/a/", 0, "Alpha"]]);
    expect(starter.keys.b).toHaveLength(STARTER_PAGES);
    expect(starter.pages[starter.keys.b[0]]).toEqual(["/b0/", 1, "Beta 0"]);
  });

  it("lists the pages with a title word that begins with the character first, each group in rank order", () => {
    const recs = [page("/net/", "Networking"), page("/k1/", "Kubernetes Clusters"), page("/keys/", "Managing Secrets"), page("/k2/", "EKS and Kubernetes")];
    const ranker = { rank: () => ({ ids: [0, 2, 3, 1], total: 4 }) };
    const starter = buildStarter(recs, ranker, ["kubernetes"], ["Guides"]);
    expect(starter.keys.k.map((p) => starter.pages[p][0])).toEqual(["/k2/", "/k1/", "/net/", "/keys/"]);
    // A stop word in a title ("to") does not count as a title word.
    const stop = buildStarter([page("/a/", "Add Things"), page("/b/", "Go to Production")], { rank: () => ({ ids: [1, 0], total: 2 }) }, ["things"], ["Guides"]);
    expect(stop.keys.t.map((p) => stop.pages[p][0])).toEqual(["/a/", "/b/"]);
  });

  it("answers only a single character, case-insensitively, with page records", async () => {
    const { content: manifest } = buildShardedIndex(await records());
    const starter = manifest.starter!;
    expect(starterRecords(starter, manifest.sections, "vp")).toBeUndefined();
    expect(starterRecords(starter, manifest.sections, "")).toBeUndefined();
    expect(starterRecords(starter, manifest.sections, "T")).toEqual([{ id: "/intro/terraform/", url: "/intro/terraform/", type: "lvl1", lvl0: "Intro", lvl1: "Terraform Fundamentals", content: "" }]);
    expect(starterRecords(starter, manifest.sections, "-")).toEqual([]);
    // Every character that begins an indexed word has pages; the build wrote them with the manifest.
    expect(Object.keys(starter.keys)).toEqual(expect.arrayContaining(["a", "b", "d", "n", "s", "t", "v"]));
    for (const list of Object.values(starter.keys)) expect(list.length).toBeGreaterThan(0);
  });
});
