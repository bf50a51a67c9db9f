/**
 * Gatsby's slices in a rendered page. Gatsby renders a page with an empty placeholder for each
 * slice (`<slice-start id="…"></slice-start><slice-end id="…"></slice-end>`) and, once every page is
 * rendered, "stitches" each placeholder: it is replaced by the slice's HTML (itself stitched)
 * between comments (`<!-- slice-start id="…" -->…<!-- slice-end id="…" -->`), which a later
 * stitching finds and fills again. Every page has at least Gatsby's own scripts slice
 * (`_gatsby-scripts-1`: the bundles' tags and the chunk mapping), written with the bundles.
 *
 * This is that stitching, done as a page is finished (../outputs/as-rendered.ts): the result is
 * the page Gatsby's stitching makes.
 */

/** A slice's start or end, as a placeholder element or as the comment stitching leaves. */
const SLICE_MARK = /<slice-(start|end)\s[^>]*id="([^"]+)"[^>]*><\/slice-(start|end)>|<!-- slice-(start|end) id="([^"]+)" -->/g;

/**
 * The page with every outermost slice filled with its HTML (nested slices inside it are filled
 * from theirs), or undefined when a slice's HTML is not there (`sliceHtml` answers undefined) or
 * the marks do not pair up: the page is then left for Gatsby's stitching.
 */
export function stitchSlices(html: string, sliceHtml: (id: string) => string | undefined, depth = 0): string | undefined {
  if (depth > 20) return undefined;
  let out = "";
  let cursor = 0;
  let open: string | undefined;
  for (const match of html.matchAll(SLICE_MARK)) {
    const [whole, elementKind, elementId, closingKind, commentKind, commentId] = match;
    if (elementKind !== undefined && elementKind !== closingKind) return undefined;
    const kind = elementKind ?? commentKind;
    const id = elementId ?? commentId;
    const at = match.index ?? 0;
    if (kind === "start") {
      // A slice inside the one open is filled with it.
      if (open !== undefined) continue;
      out += `${html.slice(cursor, at)}<!-- slice-start id="${id}" -->`;
      cursor = at + whole.length;
      open = id;
    } else {
      if (open === undefined) return undefined;
      if (id !== open) continue;
      const content = sliceHtml(id);
      if (content === undefined) return undefined;
      const stitched = stitchSlices(content, sliceHtml, depth + 1);
      if (stitched === undefined) return undefined;
      out += `${stitched}<!-- slice-end id="${id}" -->`;
      cursor = at + whole.length;
      open = undefined;
    }
  }
  if (open !== undefined) return undefined;
  return out + html.slice(cursor);
}
