/**
 * Built pages and their HTML files, as Gatsby writes them and a static host serves them: a page at
 * `/intro/` is the file `/intro/index.html`, and a page whose path names an HTML file
 * (`/404.html`) is that file.
 */

/** The HTML file (a site path) Gatsby writes for the page at `pagePath`. */
export function htmlFileOfPage(pagePath: string): string {
  if (/\.html?$/i.test(pagePath)) return pagePath.startsWith("/") ? pagePath : `/${pagePath}`;
  const folder = pagePath.startsWith("/") ? pagePath : `/${pagePath}`;
  return `${folder.endsWith("/") ? folder : `${folder}/`}index.html`;
}

/** The URL path a built HTML file answers: `/a/index.html` is `/a/`. */
export function pagePathOf(file: string): string {
  return file.endsWith("/index.html") ? file.slice(0, -"index.html".length) : file;
}
