/**
 * The fields of a doc every page template queries. GraphQL cannot recurse, so the table of
 * contents is read five levels deep (h2 to h6) and sidebar items four (SIDEBAR_MAX_DEPTH, which
 * sidebar validation enforces); a unit test keeps these depths in step with those limits.
 */
import { graphql } from "gatsby";

export const docPageFragments = graphql`
  fragment TocEntryFields on TocEntry {
    id
    text
    level
  }

  fragment TocTree on TocEntry {
    ...TocEntryFields
    children {
      ...TocEntryFields
      children {
        ...TocEntryFields
        children {
          ...TocEntryFields
          children {
            ...TocEntryFields
          }
        }
      }
    }
  }

  fragment SidebarItemFields on SidebarItem {
    type
    label
    href
    docId
    paginationLabel
    collapsed
    collapsible
  }

  fragment SidebarTree on SidebarItem {
    ...SidebarItemFields
    items {
      ...SidebarItemFields
      items {
        ...SidebarItemFields
        items {
          ...SidebarItemFields
        }
      }
    }
  }

  fragment DocPageFields on Doc {
    path
    title
    description
    hideTitle
    hideTableOfContents
    editUrl
    toc {
      ...TocTree
    }
    body
    tags {
      slug
      label
      path
    }
  }
`;
