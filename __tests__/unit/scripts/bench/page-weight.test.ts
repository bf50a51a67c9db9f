import { gzipSync } from "node:zlib";
import { isDeployed, kb, kindOf, weigh } from "../../../../scripts/bench/page-weight";

describe("page weight", () => {
  it("tells the kind of each request", () => {
    expect(kindOf("/intro/", "document")).toBe("html");
    expect(kindOf("/app-1a2b.js")).toBe("js");
    expect(kindOf("/styles.css?v=1")).toBe("css");
    expect(kindOf("/fonts/inter.woff2")).toBe("font");
    expect(kindOf("/page-data/intro/page-data.json")).toBe("data");
    expect(kindOf("/img/diagram.svg")).toBe("image");
  });

  it("sums raw and gzip sizes by kind, each file compressed on its own", () => {
    const js = Buffer.from("const a = 1;".repeat(500));
    const weight = weigh([
      { path: "/intro/", body: Buffer.from("<html></html>"), resourceType: "document" },
      { path: "/app.js", body: js },
      { path: "/framework.js", body: js },
    ]);
    expect(weight.requests).toBe(3);
    expect(weight.js).toEqual({ raw: js.length * 2, gzip: gzipSync(js).length * 2, count: 2 });
    expect(weight.html.count).toBe(1);
    expect(weight.css).toEqual({ raw: 0, gzip: 0, count: 0 });
  });

  it("leaves source maps and build statistics out, and rounds kilobytes", () => {
    expect(isDeployed("/app.js.map")).toBe(false);
    expect(isDeployed("/webpack.stats.json")).toBe(false);
    expect(isDeployed("/app.js")).toBe(true);
    expect(kb(1536)).toBe(1.5);
  });
});
