declare module "*.module.css" {
  const classes: { readonly [name: string]: string };
  export = classes;
}
declare module "*.css";
declare module "prismjs/components/*";

/** Compiled into the HTML renderer by src/gatsby/node/webpack.ts. */
declare const __BUILD_VERSION__: string;
declare const __BUILD_TIME__: string;
/** Site path of DocSearch's stylesheet, compiled into every bundle (src/gatsby/node/search-stylesheet.ts). */
declare const __SEARCH_STYLESHEET__: string;
/** Gatsby's trailingSlash option, which Gatsby compiles into every bundle (the HTML renderer's and the browser's). */
declare const __TRAILING_SLASH__: string;
