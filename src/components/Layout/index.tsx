import React, { type MouseEvent, type ReactNode } from "react";
import Navbar from "../Navbar";
import Footer from "../Footer";
import AnnouncementBar from "../AnnouncementBar";
import PageErrorBoundary from "../../theme/PageErrorBoundary";
import { siteConfig } from "../../site-config";
import "../../styles/tokens.css";
import "../../styles/base.css";
import "../../styles/prose.css";
import * as styles from "./styles.module.css";

/** Moves focus to the main content, as the link's target does without JavaScript. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById("main");
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

interface LayoutProps {
  children: ReactNode;
  currentPath: string;
  /** The current doc's sidebar, also offered in the mobile menu. */
  sidebar?: ReactNode;
  /**
   * The path of the doc this page shows, when it is a doc of the current docs version (guides,
   * reference, courses, support): the versions dropdown keeps the reader on it.
   */
  docPath?: string;
}

/**
 * The shell around every page: skip link (the first focusable element), announcement bar,
 * navbar, the page (a crash in it leaves the shell usable), footer.
 */
export default function Layout({ children, currentPath, sidebar, docPath }: LayoutProps) {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main" onClick={skipToContent}>
        Skip to main content
      </a>
      {siteConfig.announcement ? <AnnouncementBar announcement={siteConfig.announcement} /> : null}
      <Navbar currentPath={currentPath} sidebar={sidebar} docPath={docPath} />
      <div className={styles.body}>
        <PageErrorBoundary resetKey={currentPath}>{children}</PageErrorBoundary>
      </div>
      <Footer />
    </div>
  );
}
