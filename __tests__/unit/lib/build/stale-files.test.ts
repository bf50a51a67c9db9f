import { orphanMarkdownPages, staleAssets } from "../../../../src/lib/build/stale-files";

describe("files a rebuild leaves behind", () => {
  it("finds earlier compilations' scripts and stylesheets, keeping this build's and every other file", () => {
    const files = ["styles.bf9ef1ff8e64e0da3e8b.css", "app-379c4713726166cd11b0.js", "app-07437d23570001000736.js", "app-07437d23570001000736.js.LICENSE.txt", "docsearch-b64ef79831e6.css", "docsearch-adf98866a5fa.css", "favicon.ico", "robots.txt", "search-index.json", "chunk-map.json"];
    const current = new Set(["app-379c4713726166cd11b0.js", "docsearch-b64ef79831e6.css"]);
    expect(staleAssets(files, current)).toEqual(["styles.bf9ef1ff8e64e0da3e8b.css", "app-07437d23570001000736.js", "app-07437d23570001000736.js.LICENSE.txt", "docsearch-adf98866a5fa.css"]);
  });

  it("finds the Markdown of a page that is gone, not of a page that is there", () => {
    const files = ["/intro/index.html", "/intro/index.md", "/old/index.md", "/index.html", "/llms.txt"];
    expect(orphanMarkdownPages(files)).toEqual(["/old/index.md"]);
  });
});
