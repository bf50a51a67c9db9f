import React from "react";
import { graphql, type PageProps } from "gatsby";
import DocPage from "../components/DocPage";
import DocUnavailable from "../components/DocPage/UnavailableInDevelop";

/** The one template every doc renders through (docs/decisions/one-doc-template.md). */
export default function DocTemplate({ data, location }: PageProps<Queries.DocPageQuery>) {
  // No doc only in `gatsby develop`, while its file has a content error.
  if (!data.doc) return <DocUnavailable currentPath={location.pathname} />;
  return <DocPage doc={data.doc} sidebar={data.sidebar?.items ?? null} currentPath={location.pathname} />;
}

export const query = graphql`
  query DocPage($id: String!, $sidebarName: String!) {
    doc(id: { eq: $id }) {
      ...DocPageFields
    }
    sidebar(name: { eq: $sidebarName }) {
      items {
        ...SidebarTree
      }
    }
  }
`;
