import type { GatsbyConfig } from "gatsby";
import { siteConfig } from "./src/site-config";
import { contentDir } from "./src/gatsby/content-dir";

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.url,
  },
  trailingSlash: siteConfig.trailingSlash,
  // Types are written on build too, so `tsc` checks page queries in CI on a fresh clone.
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: contentDir } },
    // Sources the Mdx nodes (frontmatter) that Doc nodes are compiled from; docs are not
    // rendered through its per-file components (docs/decisions/one-doc-template.md).
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    "gatsby-plugin-react-helmet",
    // Analytics only when configured: IP anonymised, one page_view per route change.
    ...(siteConfig.analytics.gtagId
      ? [
          {
            resolve: "gatsby-plugin-google-gtag",
            options: { trackingIds: [siteConfig.analytics.gtagId], gtagConfig: { anonymize_ip: true }, pluginConfig: { head: false } },
          },
        ]
      : []),
  ],
};

export default config;
