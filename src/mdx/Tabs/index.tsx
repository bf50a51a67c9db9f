import React, { Children, isValidElement, useId, useState, type ReactElement, type ReactNode } from "react";
import { useTabGroupChoice } from "../../hooks/useTabGroupChoice";
import { useTabKeys } from "../../hooks/useTabKeys";
import { selectTab, type TabOption } from "../../lib/browser/tabs";
import { GLOBAL_CLASSES } from "../../lib/browser/global-classes";
import * as styles from "./styles.module.css";

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One tab's content; only meaningful inside `<Tabs>`. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

interface TabsProps {
  /** Blocks with the same group id switch together, and the choice is remembered. */
  groupId?: string;
  children?: ReactNode;
}

/**
 * Tabbed content (`<Tabs groupId="iac"><TabItem value="terraform" label="Terraform">…`).
 * Every panel is in the HTML; without JavaScript they all show, each under its label.
 */
export function Tabs({ groupId, children }: TabsProps) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === "string");
  const options: TabOption[] = items.map((item) => ({ value: item.props.value, label: item.props.label ?? item.props.value, isDefault: item.props.default === true }));
  const [groupChoice, setGroupChoice] = useTabGroupChoice(groupId);
  const [localChoice, setLocalChoice] = useState<string | null>(null);
  const selected = selectTab(options, groupId ? groupChoice : localChoice);
  const baseId = useId();
  const choose = (value: string) => (groupId ? setGroupChoice(value) : setLocalChoice(value));
  const { tabRef, onKeyDown } = useTabKeys(options.map((o) => o.value), selected, choose);

  return (
    <div className={styles.tabs}>
      <div role="tablist" className={`${styles.list} ${GLOBAL_CLASSES.tabsList}`} aria-orientation="horizontal">
        {options.map((option, index) => {
          const active = option.value === selected;
          return (
            <button
              key={option.value}
              ref={tabRef(option.value)}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              className={active ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => choose(option.value)}
              onKeyDown={onKeyDown}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => {
        const active = item.props.value === selected;
        return (
          <div
            key={item.props.value}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={!active}
            className={`${styles.panel} ${active ? GLOBAL_CLASSES.tabsPanelSelected : GLOBAL_CLASSES.tabsPanelHidden}`}
            data-label={options[index].label}
          >
            {item.props.children}
          </div>
        );
      })}
    </div>
  );
}
