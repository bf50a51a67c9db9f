import { useMemo } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { siteShellFromQuery, type SiteShell } from "../lib/navigation/site-shell";

/**
 * The navbar, languages and docs versions, as the site's GraphQL layer gives them (writers see the
 * same fields in GraphiQL under `site.siteMetadata` and `allDocsVersion`). One static query for the
 * whole shell: its result is fetched once and shared by every page.
 */
export function useSiteShell(): SiteShell {
  const data = useStaticQuery<Queries.SiteShellQuery>(graphql`
    query SiteShell {
      site {
        siteMetadata {
          navbar {
            type
            label
            docId
            to
            href
            position
          }
          i18n {
            defaultLocale
            locales {
              code
              label
              direction
              path
            }
          }
        }
      }
      allDocsVersion {
        nodes {
          name
          label
          isLast
          path
          mainDoc {
            path
          }
        }
      }
    }
  `);
  return useMemo(() => siteShellFromQuery(data), [data]);
}
