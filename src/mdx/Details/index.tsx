import React, { Children, isValidElement, useRef, useState, type DetailsHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { collapsibleDuration } from "../../lib/collapsible";
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
  const content = useRef<HTMLDivElement>(null);

  const animate = (from: number, to: number, done: () => void) => {
    const element = content.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      done();
      return;
    }
    element.style.height = `${from}px`;
    element.style.overflow = "hidden";
    element.style.transition = `height ${collapsibleDuration(Math.max(from, to))}ms ease-in-out`;
    requestAnimationFrame(() => {
      element.style.height = `${to}px`;
    });
    const finish = () => {
      element.removeEventListener("transitionend", finish);
      element.style.height = "";
      element.style.overflow = "";
      element.style.transition = "";
      done();
    };
    element.addEventListener("transitionend", finish);
  };

  const onSummaryClick = (event: MouseEvent) => {
    event.preventDefault();
    if (!expanded) {
      setOpen(true);
      setExpanded(true);
      requestAnimationFrame(() => animate(0, content.current?.scrollHeight ?? 0, () => undefined));
    } else {
      setExpanded(false);
      animate(content.current?.scrollHeight ?? 0, 0, () => setOpen(false));
    }
  };

  const summaryElement = isValidElement<{ children?: ReactNode }>(summary) ? (
    <summary onClick={onSummaryClick}>{summary.props.children}</summary>
  ) : (
    <summary onClick={onSummaryClick}>Details</summary>
  );
  return (
    <details {...rest} open={open} data-expanded={expanded} className={styles.details}>
      {summaryElement}
      <div ref={content} className={styles.content}>
        {body}
      </div>
    </details>
  );
}
