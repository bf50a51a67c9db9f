import React from "react";
import { Link } from "gatsby";
import { siteConfig } from "../../site-config";
import * as styles from "./styles.module.css";

interface ServiceHeaderProps {
  version: string;
  lastChanged: string;
  source: string;
  tags: readonly { slug: string; label: string; path: string }[];
}

const REPOSITORY = `${siteConfig.githubOrgUrl}terraform-aws-service-catalog`;

/** The version badge, links to the module's source and release notes, and its tags. */
export default function ServiceHeader({ version, lastChanged, source, tags }: ServiceHeaderProps) {
  return (
    <div className={styles.header}>
      <p className={styles.badge}>
        <span>Service Catalog Version {version}</span>
        <span className={styles.changed}>last updated in {lastChanged}</span>
      </p>
      <div className={styles.buttons}>
        <a className={styles.button} href={`${REPOSITORY}/tree/${version}/${source}`} rel="noopener noreferrer">
          View Source
        </a>
        <a className={styles.button} href={`${REPOSITORY}/releases/tag/${lastChanged}`} rel="noopener noreferrer">
          Release Notes
        </a>
      </div>
      {tags.length > 0 ? (
        <>
          <span className="visually-hidden">Tags:</span>
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag.slug}>
                <Link to={tag.path}>{tag.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
