import { stampBuildMetaInPlace, withBuildMeta } from "../../../../src/lib/build/build-meta";

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

describe("stamping a stamped page in place", () => {
  const stamped = '<head><title>Caf\u00c3\u00a9</title><meta name="buildVersion" content="abc"/><meta name="buildTime" content="2026-11-22T06:00:00.000Z"/></head>';

  it("gives each new value's byte offset when it is as long as the old", () => {
    const writes = stampBuildMetaInPlace(stamped, { version: "def", time: "2026-11-23T07:30:00.000Z" });
    expect(writes).toHaveLength(2);
    let page = stamped;
    for (const { offset, value } of writes ?? []) page = page.slice(0, offset) + value + page.slice(offset + value.length);
    expect(page).toBe(stamped.replace("abc", "def").replace("2026-11-22T06:00:00.000Z", "2026-11-23T07:30:00.000Z"));
  });

  it("declines a value of another length, a missing meta or a repeated one", () => {
    expect(stampBuildMetaInPlace(stamped, { version: "abcd", time: "2026-11-23T07:30:00.000Z" })).toBeUndefined();
    // Escaped, '"' takes six bytes.
    expect(stampBuildMetaInPlace(stamped, { version: 'a"c', time: "2026-11-23T07:30:00.000Z" })).toBeUndefined();
    expect(stampBuildMetaInPlace('<meta name="buildTime" content="x"/>', { version: "v", time: "y" })).toBeUndefined();
    expect(stampBuildMetaInPlace(`${stamped}${stamped}`, { version: "def", time: "2026-11-23T07:30:00.000Z" })).toBeUndefined();
  });
});
