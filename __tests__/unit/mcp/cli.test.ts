import path from "node:path";
import { parseArgs, UsageError } from "../../../mcp/src/cli";

const env = { HOME: "/home/reader" };
const parse = (args: string[], environment: NodeJS.ProcessEnv = env) => parseArgs(args, environment, "/checkout/public", "/work");

describe("parseArgs", () => {
  it("reads the checkout's public/ folder by default, caching in ~/.cache", () => {
    expect(parse([])).toEqual({ site: { kind: "folder", folder: "/checkout/public" }, cacheDir: path.join("/home/reader", ".cache", "cairn-docs-mcp"), cacheTtlSeconds: 900, cacheMaxMegabytes: 200, verbose: false });
  });

  it("reads a folder relative to where it is started, or a URL", () => {
    expect(parse(["--site", "build/public"])).toMatchObject({ site: { kind: "folder", folder: "/work/build/public" } });
    expect(parse(["--site=https://docs.cairn.example/"])).toMatchObject({ site: { kind: "url", url: "https://docs.cairn.example/" } });
    expect(parse([], { ...env, CAIRN_DOCS_SITE: "http://127.0.0.1:9000" })).toMatchObject({ site: { kind: "url", url: "http://127.0.0.1:9000" } });
  });

  it("takes the cache's folder and lifetime, or no cache", () => {
    expect(parse(["--cache-dir", "tmp/cache", "--cache-ttl", "0"])).toMatchObject({ cacheDir: "/work/tmp/cache", cacheTtlSeconds: 0 });
    expect(parse(["--no-cache"]).valueOf()).not.toHaveProperty("cacheDir");
    expect(parse([], { ...env, XDG_CACHE_HOME: "/xdg" })).toMatchObject({ cacheDir: "/xdg/cairn-docs-mcp" });
  });

  it("answers help, and refuses unknown options and bad values naming them", () => {
    expect(parse(["--verbose", "--help"])).toBe("help");
    expect(() => parse(["--port", "1"])).toThrow(new UsageError("Unknown option --port"));
    expect(() => parse(["--site"])).toThrow("--site needs a value");
    expect(() => parse(["--cache-ttl", "soon"])).toThrow("--cache-ttl must be a number");
    expect(() => parse(["--site-url", "docs.cairn.example"])).toThrow("--site-url must be an http(s) URL");
  });
});
