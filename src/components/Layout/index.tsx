import React, { type ReactNode } from "react";
import Navbar from "../Navbar";
import Footer from "../Footer";
import "../../styles/tokens.css";
import "../../styles/base.css";
import "../../styles/prose.css";
import * as styles from "./styles.module.css";

/** The shell around every page: skip link, navbar, the page's main content, footer. */
export default function Layout({ children, currentPath }: { children: ReactNode; currentPath: string }) {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to main content
      </a>
      <Navbar currentPath={currentPath} />
      <div className={styles.body}>{children}</div>
      <Footer />
    </div>
  );
}
