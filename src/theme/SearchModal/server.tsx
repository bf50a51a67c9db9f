/**
 * What the HTML renderer gets instead of the search modal (src/gatsby/node/webpack.ts): the modal
 * is only ever opened in the browser, so rendering pages never needs DocSearch, and leaving its
 * 900 KB out of the renderer's bundle saves compiling it a second time on every cold build.
 */
export default function SearchModalOnServer(): null {
  return null;
}
