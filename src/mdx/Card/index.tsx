import React, { type ReactNode } from "react";
import { Link } from "gatsby";
import { isInternalPageHref, stripIndexHtml } from "../../lib/navigation/paths";
import { siteConfig } from "../../site-config";
import * as styles from "./styles.module.css";

interface CardProps {
  title: string;
  /** Where the card leads: a page of the site or an external address. */
  href?: string;
  children?: ReactNode;
}

/** A linked summary card: `<Card title="VPC" href="/guides/build-it-yourself/vpc/">What you build.</Card>`. */
export function Card({ title, href, children }: CardProps) {
  const body = (
    <>
      <span className={styles.title}>{title}</span>
      {children ? <div className={styles.body}>{children}</div> : null}
    </>
  );
  if (!href) return <div className={styles.card}>{body}</div>;
  if (isInternalPageHref(href, siteConfig.fullPageLoadPattern)) {
    return (
      <Link className={`${styles.card} ${styles.link}`} to={stripIndexHtml(href)}>
        {body}
      </Link>
    );
  }
  return (
    <a className={`${styles.card} ${styles.link}`} href={href} rel="noopener noreferrer">
      {body}
    </a>
  );
}

/** Lays cards out in a responsive grid of up to `cols` columns (default 2). */
export function CardGroup({ cols = 2, children }: { cols?: number; children?: ReactNode }) {
  return (
    <div className={styles.group} style={{ ["--card-columns" as string]: String(Math.min(Math.max(cols, 1), 4)) }}>
      {children}
    </div>
  );
}
