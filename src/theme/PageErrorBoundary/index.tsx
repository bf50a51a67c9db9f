import React, { Component, type ErrorInfo, type ReactNode } from "react";
import { Helmet } from "react-helmet";
import { siteConfig } from "../../site-config";
import * as styles from "./styles.module.css";

interface State {
  error: Error | null;
}

/** Catches a render crash in a page: "This page crashed.", the error, and Try again. */
export default class PageErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("The page crashed while rendering:", error, info.componentStack);
  }

  componentDidUpdate(previous: { resetKey?: string }): void {
    // Navigating elsewhere leaves the crashed page behind.
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main id="main" className={styles.crash} tabIndex={-1}>
        <Helmet>
          <title>{`This page crashed. ${siteConfig.titleDelimiter} ${siteConfig.title}`}</title>
        </Helmet>
        <h1>This page crashed.</h1>
        <p className={styles.message}>{error.message}</p>
        <button type="button" className={styles.retry} onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </main>
    );
  }
}
