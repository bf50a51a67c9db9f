import { stitchSlices } from "../../../../../src/gatsby/node/gatsby-internals";

const slices: Record<string, string> = {
  "_gatsby-scripts-1": '<script>window.___chunkMapping="{}";</script><script src="/app-1.js" async></script>',
  outer: '<nav>before <slice-start id="inner"></slice-start><slice-end id="inner"></slice-end> after</nav>',
  inner: "<b>inner</b>",
};
const read = (id: string) => slices[id];
const placeholder = (id: string) => `<slice-start id="${id}"></slice-start><slice-end id="${id}"></slice-end>`;

describe("stitching Gatsby's slices into a page", () => {
  it("fills each placeholder with its slice between the comments Gatsby's stitching leaves", () => {
    expect(stitchSlices(`<body><main>x</main>${placeholder("_gatsby-scripts-1")}</body>`, read)).toBe(
      `<body><main>x</main><!-- slice-start id="_gatsby-scripts-1" -->${slices["_gatsby-scripts-1"]}<!-- slice-end id="_gatsby-scripts-1" --></body>`,
    );
  });

  it("fills a slice's own slices, and fills again a page stitched before", () => {
    const once = stitchSlices(`<p>${placeholder("outer")}</p>`, read);
    expect(once).toBe('<p><!-- slice-start id="outer" --><nav>before <!-- slice-start id="inner" --><b>inner</b><!-- slice-end id="inner" --> after</nav><!-- slice-end id="outer" --></p>');
    expect(stitchSlices(once ?? "", read)).toBe(once);
    const changed = stitchSlices(once ?? "", (id) => (id === "inner" ? "<i>new</i>" : read(id)));
    expect(changed).toContain("<i>new</i>");
  });

  it("leaves a page without slices as it is", () => {
    expect(stitchSlices("<p>plain</p>", read)).toBe("<p>plain</p>");
  });

  it("gives up, for Gatsby to stitch the page, when a slice's HTML is missing or the marks do not pair up", () => {
    expect(stitchSlices(placeholder("missing"), read)).toBeUndefined();
    expect(stitchSlices('<slice-start id="a"></slice-start>', read)).toBeUndefined();
    expect(stitchSlices('<slice-end id="a"></slice-end>', read)).toBeUndefined();
    expect(stitchSlices('<slice-start id="a"></slice-end>', read)).toBeUndefined();
    expect(stitchSlices(placeholder("loop"), (id) => (id === "loop" ? placeholder("loop") : undefined))).toBeUndefined();
  });
});
