import React, { useMemo } from "react";
import { graphql, type PageProps } from "gatsby";
import Layout from "../components/Layout";
import Seo from "../components/Seo";
import Sidebar from "../components/Sidebar";
import TableOfContents from "../components/TableOfContents";
import Breadcrumbs from "../components/Breadcrumbs";
import DocPaginator from "../components/DocPaginator";
import DocFooter from "../components/DocFooter";
import { renderTree } from "../mdx/render";
import { useImageZoom } from "../hooks/useImageZoom";
import { mdxComponents } from "../mdx/components";
import { buildBreadcrumbs, findPrevNext, type SidebarItem } from "../lib/sidebars";
import { countTocEntries, type TocEntry } from "../lib/toc";
import type { TreeRoot } from "../lib/hast";
import * as styles from "./doc.module.css";

/** The one template every doc renders through (DECISIONS.md, "Rendering docs"). */
export default function DocTemplate({ data, location }: PageProps<Queries.DocPageQuery>) {
  const doc = data.doc!;
  const sidebarItems = (data.sidebar?.items ?? null) as unknown as SidebarItem[] | null;
  // Already limited to the page's heading levels when the doc was sourced.
  const toc = doc.toc as unknown as TocEntry[];
  const body = useMemo(() => renderTree(doc.body as unknown as TreeRoot, mdxComponents), [doc.body]);
  const { previous, next } = sidebarItems ? findPrevNext(sidebarItems, doc.path) : {};
  const crumbs = sidebarItems ? buildBreadcrumbs(sidebarItems, doc.path) : [];
  const showToc = !doc.hideTableOfContents && countTocEntries(toc) >= 2;
  useImageZoom(doc.path);

  return (
    <Layout currentPath={location.pathname} sidebar={sidebarItems ? <Sidebar items={sidebarItems} activePath={doc.path} /> : undefined}>
      <Seo title={doc.title} description={doc.description} path={doc.path} />
      <div className={sidebarItems ? styles.page : `${styles.page} ${styles.noSidebar}`}>
        {sidebarItems ? (
          <aside className={`${styles.sidebar} doc-sidebar-column`} aria-label="Sidebar">
            <Sidebar items={sidebarItems} activePath={doc.path} />
          </aside>
        ) : null}
        <main id="main" className={styles.main} tabIndex={-1}>
          <div className={showToc ? styles.columns : styles.single}>
            <article className={styles.article}>
              <Breadcrumbs crumbs={crumbs} />
              {doc.hideTitle ? null : <h1 className={styles.title}>{doc.title}</h1>}
              <div className="markdown">{body}</div>
              <DocFooter tags={doc.tags} editUrl={doc.editUrl} />
              <DocPaginator previous={previous} next={next} />
            </article>
            {showToc ? (
              <div className={styles.toc}>
                <TableOfContents toc={toc} />
              </div>
            ) : null}
          </div>
        </main>
      </div>
    </Layout>
  );
}

export const query = graphql`
  query DocPage($id: String!, $sidebarName: String!) {
    doc(id: { eq: $id }) {
      path
      title
      description
      hideTitle
      hideTableOfContents
      editUrl
      toc
      body
      tags {
        slug
        label
        path
      }
    }
    sidebar(name: { eq: $sidebarName }) {
      items
    }
  }
`;
