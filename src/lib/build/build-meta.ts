/**
 * Build metadata in every page (docs/decisions/build-metadata.md): `<meta name="buildVersion">` and
 * `<meta name="buildTime">`. The server renderer writes them as "N/A"; the build stamps the real
 * values into every page after rendering. Compiling them into the renderer would change it on
 * every build, and Gatsby re-renders every page whenever its renderer changes.
 */
export interface BuildMeta {
  version: string;
  time: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Sets the content of a page's buildVersion and buildTime metas (present in the `<head>` of every
 * rendered page). Only the head is searched: at 10,000 pages, scanning whole pages for them took
 * longer than rendering the policy.
 */
export function withBuildMeta(html: string, meta: BuildMeta): string {
  const headEnd = html.indexOf("</head>");
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  let found = 0;
  const stamped = head.replace(/<meta name="(buildVersion|buildTime)" content="[^"]*"\/>/g, (_, name: string) => {
    found += 1;
    const value = name === "buildVersion" ? meta.version : meta.time;
    return `<meta name="${name}" content="${escapeAttribute(value)}"/>`;
  });
  if (found !== 2) throw new Error(`Expected the buildVersion and buildTime metas once each in the page's head, found ${found}`);
  return headEnd === -1 ? stamped : stamped + html.slice(headEnd);
}

/** A stamp's new value and where it goes (a byte offset in the page). */
export interface StampWrite {
  offset: number;
  value: string;
}

/**
 * Where to write this build's stamps over those of a page already stamped, without changing its
 * length: `head` is the page's head read one character per byte (latin1), so that offsets are
 * bytes. Undefined when the metas are not there once each, or a new value is not as many bytes
 * as the old (the page is then stamped whole, `withBuildMeta`).
 */
export function stampBuildMetaInPlace(head: string, meta: BuildMeta): StampWrite[] | undefined {
  const writes: StampWrite[] = [];
  const seen = new Set<string>();
  for (const match of head.matchAll(/<meta name="(buildVersion|buildTime)" content="([^"]*)"\/>/g)) {
    const name = match[1];
    if (seen.has(name)) return undefined;
    seen.add(name);
    const value = escapeAttribute(name === "buildVersion" ? meta.version : meta.time);
    if (Buffer.byteLength(value, "utf8") !== match[2].length) return undefined;
    writes.push({ offset: (match.index ?? 0) + match[0].indexOf('content="') + 'content="'.length, value });
  }
  return seen.size === 2 ? writes : undefined;
}
