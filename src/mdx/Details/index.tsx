import React, { Children, isValidElement, useEffect, useRef, useState, type DetailsHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { useHeightAnimation } from "../../hooks/useHeightAnimation";
import * as styles from "./styles.module.css";

/**
 * `<details>` that opens and closes with an animation whose duration follows the content's height.
 * Without JavaScript it is the browser's own details element.
 */
export default function Details({ children, open: initiallyOpen, ...rest }: DetailsHTMLAttributes<HTMLDetailsElement> & { children?: ReactNode }) {
  const items = Children.toArray(children);
  const summary = items.find((child) => isValidElement(child) && child.type === "summary");
  const body = items.filter((child) => child !== summary);
  const [open, setOpen] = useState(Boolean(initiallyOpen));
  const [expanded, setExpanded] = useState(Boolean(initiallyOpen));
  const { ref: content, expand, collapse } = useHeightAnimation<HTMLDivElement>();
  const details = useRef<HTMLDetailsElement>(null);
  // The browser's own details element works before the app starts: begin from what the reader left.
  useEffect(() => {
    const nativeOpen = details.current?.open;
    if (nativeOpen === undefined) return;
    setOpen(nativeOpen);
    setExpanded(nativeOpen);
  }, []);

  const onSummaryClick = (event: MouseEvent) => {
    event.preventDefault();
    if (!expanded) {
      setOpen(true);
      setExpanded(true);
      expand();
    } else {
      setExpanded(false);
      collapse(() => setOpen(false));
    }
  };

  const summaryElement = isValidElement<{ children?: ReactNode }>(summary) ? (
    <summary onClick={onSummaryClick}>{summary.props.children}</summary>
  ) : (
    <summary onClick={onSummaryClick}>Details</summary>
  );
  return (
    <details {...rest} ref={details} open={open} data-expanded={expanded} className={styles.details}>
      {summaryElement}
      <div ref={content} className={styles.content}>
        {body}
      </div>
    </details>
  );
}
