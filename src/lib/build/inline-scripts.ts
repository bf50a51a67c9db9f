/**
 * The page's own inline scripts, minified once the page is rendered. The head's scripts (the color
 * mode before the first paint, the listener that keeps keys and clicks until the app starts: see
 * gatsby-ssr.tsx) are written as readable functions and reach the page as their source text, about
 * 4 KB of every page's HTML; every reader downloads them before the first paint. Minified, they
 * are under half that. The Content-Security-Policy hashes each script as it finally is, so this
 * runs before it (src/gatsby/node/outputs/finish-pages.ts).
 */

/** A script is minified only from this size: smaller ones (Gatsby's one-line globals) gain nothing. */
export const MIN_SCRIPT_CHARS = 300;

/** An inline script with no attributes: the site's own (Gatsby's carry an id, JSON-LD a type). */
const PLAIN_INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The page with each plain inline script of at least `MIN_SCRIPT_CHARS` replaced by `minify`'s
 * result; a script `minify` answers undefined for (it failed) is kept as it was.
 */
export function withMinifiedInlineScripts(html: string, minify: (code: string) => string | undefined): string {
  return html.replace(PLAIN_INLINE_SCRIPT, (whole: string, code: string) => {
    if (code.length < MIN_SCRIPT_CHARS) return whole;
    const minified = minify(code);
    // "</script" cannot appear in minified code that came from a script, but a regex literal could hold "<"; keep it safe.
    if (minified === undefined || minified.length >= code.length || /<\/script/i.test(minified)) return whole;
    return `<script>${minified}</script>`;
  });
}

/** A minifier that minifies each distinct script once (every page has the same head scripts). */
export function memoizedMinifier(minify: (code: string) => string | undefined): (code: string) => string | undefined {
  const done = new Map<string, string | undefined>();
  return (code) => {
    if (!done.has(code)) done.set(code, minify(code));
    return done.get(code);
  };
}
