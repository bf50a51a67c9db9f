/** Pages as the last build finished them. The whole finishing, with these, is ./finish-pages.test.ts. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { finishToken, finishedHead, planFinishing, readFingerprint, restampFinished } from "../../../../../src/gatsby/node/outputs/finished-pages";

const POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`;
const stamps = (version: string, time: string) => `<meta name="buildVersion" content="${version}"/><meta name="buildTime" content="${time}"/>`;
/** A page as a build finished it: policy first in its head, its stamps, a body with text in UTF-8. */
const finished = (version = "aaaaaaaaaaaa", time = "2026-11-22T06:00:00.000Z") =>
  `<!DOCTYPE html><html><head>${POLICY}<title>Café</title>${stamps(version, time)}</head><body><h1>Crème brûlée</h1></body></html>`;
/** The same page as Gatsby rendered it, before any finishing. */
const rendered = `<!DOCTYPE html><html><head><title>Café</title>${stamps("N/A", "N/A")}</head><body><h1>Crème brûlée</h1></body></html>`;

let dir: string;
const file = (name: string, html: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), html);
  return path.join(dir, name);
};
const headOf = (full: string) => {
  const fd = fs.openSync(full, "r");
  try {
    return finishedHead(fd);
  } finally {
    fs.closeSync(fd);
  }
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-finished-pages-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a page's finished head", () => {
  it("is the page up to </head> when a policy is there", () => {
    expect(headOf(file("a.html", finished()))).toBe(`<!DOCTYPE html><html><head>${POLICY}<title>Caf\u00c3\u00a9</title>${stamps("aaaaaaaaaaaa", "2026-11-22T06:00:00.000Z")}`);
  });

  it("is none for a page Gatsby rendered and no build finished", () => {
    expect(headOf(file("a.html", rendered))).toBeUndefined();
  });

  it("is none when the policy is only in the body", () => {
    expect(headOf(file("a.html", rendered.replace("<h1>", `${POLICY}<h1>`)))).toBeUndefined();
  });
});

describe("restamping a page the last build finished", () => {
  it("writes this build's stamps over the last ones in place, leaving every other byte as it was", () => {
    const full = file("a.html", finished());
    expect(restampFinished(full, { version: "bbbbbbbbbbbb", time: "2026-11-23T07:30:00.000Z" })).toBe(true);
    expect(fs.readFileSync(full, "utf8")).toBe(finished("bbbbbbbbbbbb", "2026-11-23T07:30:00.000Z"));
  });

  it("declines a page no build finished, leaving it as it is", () => {
    const full = file("a.html", rendered);
    expect(restampFinished(full, { version: "bbbbbbbbbbbb", time: "2026-11-23T07:30:00.000Z" })).toBe(false);
    expect(fs.readFileSync(full, "utf8")).toBe(rendered);
  });

  it("declines when a new stamp is not as long as the old, leaving the page as it is", () => {
    const full = file("a.html", finished());
    expect(restampFinished(full, { version: "a-longer-version", time: "2026-11-23T07:30:00.000Z" })).toBe(false);
    expect(fs.readFileSync(full, "utf8")).toBe(finished());
  });
});

describe("the record of the last finishing", () => {
  it("names the code's fingerprint, then the build's version and time", () => {
    expect(finishToken("code-1", { version: "aaaaaaaaaaaa", time: "2026-11-22T06:00:00.000Z" })).toBe("code-1 aaaaaaaaaaaa 2026-11-22T06:00:00.000Z");
  });

  it("reads as none when there is no record", () => {
    expect(readFingerprint(path.join(dir, "none"))).toBeUndefined();
    expect(readFingerprint(file("record", "code-1 v t"))).toBe("code-1 v t");
  });
});

describe("planning which pages only need restamping", () => {
  const record = () => ({ file: path.join(dir, ".cache", "finished-pages"), fingerprint: "code-1" });

  it("are the pages that carry a policy, when the last finishing was by the same code", () => {
    file("public/a/index.html", finished());
    file("public/b/index.html", rendered);
    file(".cache/finished-pages", "code-1 aaaaaaaaaaaa 2026-11-22T06:00:00.000Z");
    expect(planFinishing(path.join(dir, "public"), ["/a/index.html", "/b/index.html"], record())).toEqual({
      unchanged: new Set(["/a/index.html"]),
      lastFinish: "code-1 aaaaaaaaaaaa 2026-11-22T06:00:00.000Z",
    });
  });

  it("are none when the last finishing was by other code, did not end (no record), or finishing is not recorded at all", () => {
    file("public/a/index.html", finished());
    const publicDir = path.join(dir, "public");
    expect(planFinishing(publicDir, ["/a/index.html"], record())).toEqual({ unchanged: new Set() });
    file(".cache/finished-pages", "code-0 aaaaaaaaaaaa 2026-11-22T06:00:00.000Z");
    expect(planFinishing(publicDir, ["/a/index.html"], record())).toEqual({ unchanged: new Set() });
    // A fingerprint that only starts like this one's is another.
    file(".cache/finished-pages", "code-10 aaaaaaaaaaaa 2026-11-22T06:00:00.000Z");
    expect(planFinishing(publicDir, ["/a/index.html"], record())).toEqual({ unchanged: new Set() });
    expect(planFinishing(publicDir, ["/a/index.html"], undefined)).toEqual({ unchanged: new Set() });
  });

  it("use the record as read before this build finished any page, when given", () => {
    file("public/a/index.html", finished());
    const publicDir = path.join(dir, "public");
    // The file now holds a record this build wrote; the plan goes by the one read at its start.
    file(".cache/finished-pages", "code-1 bbbbbbbbbbbb 2026-11-23T07:30:00.000Z");
    expect(planFinishing(publicDir, ["/a/index.html"], record(), "code-1 aaaaaaaaaaaa 2026-11-22T06:00:00.000Z")).toEqual({
      unchanged: new Set(["/a/index.html"]),
      lastFinish: "code-1 aaaaaaaaaaaa 2026-11-22T06:00:00.000Z",
    });
  });
});
