import React, { Suspense, useMemo, type ReactNode } from "react";
import Layout from "../Layout";
import Seo, { type PageTemplate } from "../Seo";
import Sidebar from "../Sidebar";
import TableOfContents from "../TableOfContents";
import Breadcrumbs from "../Breadcrumbs";
import DocPaginator from "../DocPaginator";
import DocFooter from "../DocFooter";
import CopyPage from "../CopyPage";
import { renderTree, treeFromQuery } from "../../mdx/render";
import { mdxComponents } from "../../mdx/components";
import { useImageZoom } from "../../hooks/useImageZoom";
import { buildBreadcrumbs, findPrevNext, sidebarFromQuery, type SidebarQueryItem } from "../../lib/navigation/sidebars";
import { countTocEntries, tocFromQuery, type TocEntry } from "../../lib/navigation/toc";
import { GLOBAL_CLASSES } from "../../lib/browser/global-classes";
import { useDocPreview } from "../../theme/ContentErrors/stream";
import * as styles from "./styles.module.css";

interface DocPageProps {
  /** The doc, as the templates query it (./fragments). */
  doc: Queries.DocPageFieldsFragment;
  /** Its sidebar's items, as queried; null for a doc in no sidebar. */
  sidebar: readonly SidebarQueryItem[] | null;
  currentPath: string;
  /** Shown between the title and the body (e.g. a service's version header). */
  header?: ReactNode;
  /** Shown after the body (e.g. generated reference sections). */
  footer?: ReactNode;
  /** Table-of-contents entries for what `footer` adds. */
  extraToc?: readonly TocEntry[];
  /** Whether the tags appear under the body (a header may show them instead). */
  showTags?: boolean;
  /** A plain doc, or a service reference page (which adds its generated sections). */
  template?: Extract<PageTemplate, "doc" | "reference">;
}

/**
 * The page around a doc: sidebar, breadcrumbs, title, body, tags and edit link, pagination, TOC.
 * The sidebar, the body and the TOC are Suspense boundaries: nothing in them suspends, but React
 * then hydrates each as its own task after the shell, so a long page never blocks the main thread
 * in one long task (Lighthouse's Total Blocking Time).
 */
const NO_EXTRA_TOC: readonly TocEntry[] = [];

export default function DocPage({ doc, sidebar, currentPath, header, footer, extraToc = NO_EXTRA_TOC, showTags = true, template = "doc" }: DocPageProps) {
  const sidebarItems = useMemo(() => (sidebar ? sidebarFromQuery(sidebar) : null), [sidebar]);
  // Already limited to the page's heading levels when the doc was sourced.
  const toc = useMemo(() => [...tocFromQuery(doc.toc), ...extraToc], [doc.toc, extraToc]);
  // In `gatsby develop`, a saved doc's body shows before Gatsby's own update (theme/ContentErrors/stream).
  const bodyTree = useDocPreview(doc.path, doc.body);
  const body = useMemo(() => renderTree(treeFromQuery(bodyTree), mdxComponents), [bodyTree]);
  const { previous, next } = sidebarItems ? findPrevNext(sidebarItems, doc.path) : {};
  const crumbs = sidebarItems ? buildBreadcrumbs(sidebarItems, doc.path) : [];
  const showToc = !doc.hideTableOfContents && countTocEntries(toc) >= 2;
  useImageZoom(doc.path);

  return (
    <Layout currentPath={currentPath} docPath={doc.path} sidebar={sidebarItems ? <Sidebar items={sidebarItems} activePath={doc.path} /> : undefined}>
      <Seo title={doc.title} description={doc.description} path={doc.path} template={template} />
      <div className={sidebarItems ? styles.page : `${styles.page} ${styles.noSidebar}`}>
        {sidebarItems ? (
          <aside className={`${styles.sidebar} ${GLOBAL_CLASSES.docSidebarColumn}`} aria-label="Sidebar">
            <Suspense fallback={null}>
              <Sidebar items={sidebarItems} activePath={doc.path} />
            </Suspense>
          </aside>
        ) : null}
        <main id="main" className={styles.main} tabIndex={-1}>
          <div className={showToc ? styles.columns : styles.single}>
            <article className={styles.article}>
              <div className={styles.topbar}>
                <Breadcrumbs crumbs={crumbs} />
                <CopyPage path={doc.path} />
              </div>
              {doc.hideTitle ? null : <h1 className={styles.title}>{doc.title}</h1>}
              {header}
              <div className="markdown">
                <Suspense fallback={null}>{body}</Suspense>
              </div>
              {footer}
              <DocFooter tags={showTags ? doc.tags : []} editUrl={doc.editUrl} />
              <DocPaginator previous={previous} next={next} />
            </article>
            {showToc ? (
              <div className={styles.toc}>
                <Suspense fallback={null}>
                  <TableOfContents toc={toc} />
                </Suspense>
              </div>
            ) : null}
          </div>
        </main>
      </div>
    </Layout>
  );
}
