import { createHash } from "node:crypto";
import { buildPolicy, inlineScripts, scriptHash, withCspMeta } from "../../../../src/lib/build/csp";
import { BYTE_STRING, toByteString } from "../../../../src/lib/build/byte-string";

const PAGE = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>document.documentElement.dataset.theme="dark"</script>' +
  '<title>T</title></head><body><script src="/app.js" async></script><script id="gatsby-script-loader">window.pagePath="/a/"</script></body></html>';

describe("the Content-Security-Policy", () => {
  it("hashes inline scripts exactly as browsers do, and skips scripts with src", () => {
    expect(inlineScripts(PAGE)).toEqual(['document.documentElement.dataset.theme="dark"', 'window.pagePath="/a/"']);
    const expected = createHash("sha256").update('window.pagePath="/a/"').digest("base64");
    expect(scriptHash('window.pagePath="/a/"')).toBe(`'sha256-${expected}'`);
  });

  it("hashes a byte string's scripts as the text's (the build finishes pages as bytes)", () => {
    const page = PAGE.replace('window.pagePath="/a/"', 'window.label="Thème “clair”"');
    const fromBytes = Buffer.from(withCspMeta(toByteString(page), {}, BYTE_STRING), BYTE_STRING).toString("utf8");
    expect(fromBytes).toBe(withCspMeta(page));
    expect(fromBytes).toContain(scriptHash('window.label="Thème “clair”"'));
  });

  it("allows only the site's own origin when nothing hosted is configured, and never unsafe-inline scripts", () => {
    const policy = buildPolicy(["'sha256-abc'"]);
    const directives = Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    expect(directives["default-src"]).toEqual(["'self'"]);
    expect(directives["script-src"]).toEqual(["'self'", "'sha256-abc'"]);
    expect(directives["connect-src"]).toEqual(["'self'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(policy).not.toMatch(/https?:/);
    expect(policy).not.toContain("unsafe-eval");
  });

  it("adds the hosted search and analytics hosts only when configured", () => {
    const policy = buildPolicy([], { searchAppId: "APP123", analytics: true });
    expect(policy).toMatch(/connect-src 'self' https:\/\/APP123-dsn\.algolia\.net https:\/\/APP123-1\.algolianet\.com/);
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(buildPolicy([], { searchAppId: "APP123" })).not.toContain("google");
  });

  it("puts the meta first in head after the charset, with the page's own hashes, replacing an older one", () => {
    const once = withCspMeta(PAGE);
    expect(once).toMatch(/^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/);
    for (const script of inlineScripts(PAGE)) expect(once).toContain(scriptHash(script));
    const twice = withCspMeta(once, { analytics: true });
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain("googletagmanager");
    expect(() => withCspMeta("<p>no head</p>")).toThrow("no <head>");
  });
});
