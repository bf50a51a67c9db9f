import { buildToc, countTocEntries, findActiveHeading, flattenTocIds, tocFromQuery } from "../../../../src/lib/navigation/toc";

const headings = [
  { depth: 2, id: "a", text: "A" },
  { depth: 3, id: "a1", text: "A1" },
  { depth: 4, id: "a1x", text: "A1x" },
  { depth: 2, id: "b", text: "B" },
  { depth: 3, id: "b1", text: "B1" },
  { depth: 3, id: "b2", text: "B2" },
];

describe("buildToc", () => {
  it("nests h3 under the preceding h2 and leaves out levels outside 2-3", () => {
    const toc = buildToc(headings, 2, 3);
    expect(toc.map((e) => e.id)).toEqual(["a", "b"]);
    expect(toc[0].children.map((e) => e.id)).toEqual(["a1"]);
    expect(toc[0].children[0].children).toEqual([]);
    expect(toc[1].children.map((e) => e.id)).toEqual(["b1", "b2"]);
  });

  it("includes deeper levels when asked", () => {
    expect(buildToc(headings, 2, 4)[0].children[0].children.map((e) => e.id)).toEqual(["a1x"]);
  });

  it("keeps a page that starts at h3 flat instead of losing entries", () => {
    expect(buildToc([{ depth: 3, id: "x", text: "X" }, { depth: 2, id: "y", text: "Y" }]).map((e) => e.id)).toEqual(["x", "y"]);
  });
});

describe("flattenTocIds, countTocEntries", () => {
  it("lists a page's toc_max_heading_level 2 entries only when asked for level 2", () => {
    expect(flattenTocIds(buildToc(headings, 2, 2))).toEqual(["a", "b"]);
  });

  it("lists ids in reading order and counts every level", () => {
    const toc = buildToc(headings, 2, 3);
    expect(flattenTocIds(toc)).toEqual(["a", "a1", "b", "b1", "b2"]);
    expect(countTocEntries(toc)).toBe(5);
  });
});

describe("findActiveHeading", () => {
  const ids = ["a", "b", "c"];
  it("is the last heading whose top has passed the activation line", () => {
    expect(findActiveHeading(ids, [-400, 50, 600], 100)).toBe("b");
  });
  it("is the first heading before any has been reached", () => {
    expect(findActiveHeading(ids, [300, 900, 1500], 100)).toBe("a");
  });
  it("is undefined for a page without headings", () => {
    expect(findActiveHeading([], [], 100)).toBeUndefined();
  });
});

describe("tocFromQuery", () => {
  it("reads entries to the depth queried, the deepest without children", () => {
    const queried = [{ id: "a", text: "A", level: 2, children: [{ id: "b", text: "B", level: 3 }] }];
    expect(tocFromQuery(queried)).toEqual([{ id: "a", text: "A", level: 2, children: [{ id: "b", text: "B", level: 3, children: [] }] }]);
  });
});

