declare module "*.module.css" {
  const classes: { readonly [name: string]: string };
  export = classes;
}
declare module "*.css";
declare module "prismjs/components/*";

/** Compiled into the HTML renderer by src/gatsby/node/webpack.ts. */
declare const __BUILD_VERSION__: string;
declare const __BUILD_TIME__: string;
