import { withBuildMeta } from "../../../../src/lib/build/build-meta";

describe("build metadata", () => {
  it("stamps the build's version and time into a rendered page's placeholders, escaped", () => {
    const page = '<head><meta name="buildVersion" content="N/A"/><meta name="buildTime" content="N/A"/></head>';
    expect(withBuildMeta(page, { version: 'abc"123', time: "2026-11-22T06:00:00.000Z" })).toBe(
      '<head><meta name="buildVersion" content="abc&quot;123"/><meta name="buildTime" content="2026-11-22T06:00:00.000Z"/></head>',
    );
    const stamped = withBuildMeta(page, { version: "v1", time: "t1" });
    expect(withBuildMeta(stamped, { version: "v2", time: "t2" })).toContain('content="v2"');
    expect(() => withBuildMeta("<head></head>", { version: "v", time: "t" })).toThrow("found 0");
    // Only the head holds them: a page's body that quotes the tag (a doc about these metas) keeps it.
    const quoted = `${page}<body><code>&lt;meta name="buildTime"&gt;</code><meta name="buildTime" content="N/A"/></body>`;
    expect(withBuildMeta(quoted, { version: "v", time: "t" })).toMatch(/<body><code>&lt;meta name="buildTime"&gt;<\/code><meta name="buildTime" content="N\/A"\/><\/body>$/);
  });
});
