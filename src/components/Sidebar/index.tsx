import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import { useHeightAnimation } from "../../hooks/useHeightAnimation";
import { findActiveTrail, samePath, type SidebarItem } from "../../lib/navigation/sidebars";
import { GLOBAL_CLASSES } from "../../lib/browser/global-classes";
import * as styles from "./styles.module.css";

type Category = Extract<SidebarItem, { type: "category" }>;

function Category({ item, activePath, inTrail }: { item: Category; activePath: string; inTrail: boolean }) {
  const initiallyCollapsed = item.collapsible && item.collapsed && !inTrail;
  // `expanded` is what the toggle says; `collapsed` hides the list once the closing animation ends.
  const [expanded, setExpanded] = useState(!initiallyCollapsed);
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const { ref: list, expand, collapse } = useHeightAnimation<HTMLUListElement>();
  // Navigating to a page inside a collapsed category opens it.
  useEffect(() => {
    if (inTrail) {
      setExpanded(true);
      setCollapsed(false);
    }
  }, [inTrail, activePath]);
  const onToggle = () => {
    if (expanded) {
      setExpanded(false);
      collapse(() => setCollapsed(true));
    } else {
      setExpanded(true);
      setCollapsed(false);
      expand();
    }
  };
  const listId = `sidebar-${item.label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${item.docId ?? "group"}`.replace(/\//g, "-");
  const active = item.href !== undefined && samePath(item.href, activePath);
  const toggle = item.collapsible ? (
    <button
      type="button"
      className={item.href ? styles.toggle : `${styles.toggle} ${styles.toggleLabel}`}
      aria-expanded={expanded}
      aria-controls={listId}
      aria-label={item.href ? `${expanded ? "Collapse" : "Expand"} ${item.label}` : undefined}
      onClick={onToggle}
    >
      {item.href ? null : <span>{item.label}</span>}
      <svg className={expanded ? `${styles.caret} ${styles.open}` : styles.caret} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6z" />
      </svg>
    </button>
  ) : null;
  return (
    <li className={styles.category}>
      <div className={styles.row}>
        {item.href ? (
          <Link to={item.href} className={active ? `${styles.link} ${styles.active}` : styles.link} aria-current={active ? "page" : undefined}>
            {item.label}
          </Link>
        ) : item.collapsible ? null : (
          <span className={styles.link}>{item.label}</span>
        )}
        {toggle}
      </div>
      <ul ref={list} id={listId} className={collapsed ? `${styles.list} ${GLOBAL_CLASSES.sidebarCollapsed}` : styles.list} hidden={collapsed}>
        <Items items={item.items} activePath={activePath} />
      </ul>
    </li>
  );
}

function Items({ items, activePath }: { items: readonly SidebarItem[]; activePath: string }) {
  const trail = new Set(findActiveTrail(items, activePath));
  return (
    <>
      {items.map((item) => {
        if (item.type === "category") {
          return <Category key={`${item.label}-${item.href ?? ""}`} item={item} activePath={activePath} inTrail={trail.has(item)} />;
        }
        const external = !item.href.startsWith("/");
        const active = !external && samePath(item.href, activePath);
        return (
          <li key={item.href}>
            {external ? (
              <a className={styles.link} href={item.href} target="_blank" rel="noopener noreferrer">
                {item.label}
              </a>
            ) : (
              <Link to={item.href} className={active ? `${styles.link} ${styles.active}` : styles.link} aria-current={active ? "page" : undefined}>
                {item.label}
              </Link>
            )}
          </li>
        );
      })}
    </>
  );
}

/** The docs sidebar: collapsible categories, the current page marked and its ancestors open. */
export default function Sidebar({ items, activePath }: { items: readonly SidebarItem[]; activePath: string }) {
  return (
    <nav className={styles.sidebar} aria-label="Docs">
      <ul className={styles.list}>
        <Items items={items} activePath={activePath} />
      </ul>
    </nav>
  );
}
