import React, { useEffect, useId, useRef, useState } from "react";
import Heading from "../../mdx/Heading";
import InlineCode from "../InlineCode";
import { countLabel, DEFAULT_VIEW, filterItems, outputAnchor, readView, viewForAnchor, writeView, type ReferenceTab, type ReferenceView } from "../../lib/navigation/reference-filter";
import { isComplexType } from "../../lib/content/hcl-type";
import { hclLiteral } from "../../lib/content/usage";
import type { CatalogInput, CatalogOutput } from "../../lib/content/catalog";
import { GLOBAL_CLASSES } from "../../lib/browser/global-classes";
import { useTabKeys } from "../../hooks/useTabKeys";
import { SERVICE_SECTIONS } from "../../lib/navigation/service-sections";
import * as styles from "./styles.module.css";

function InputItem({ input, hidden, targeted }: { input: CatalogInput; hidden: boolean; targeted: boolean }) {
  const complex = isComplexType(input.type);
  const defaultValue = input.required ? undefined : hclLiteral(input.default);
  return (
    <div id={input.name} className={targeted ? `${styles.item} ${styles.targeted}` : styles.item} data-targeted={targeted || undefined} hidden={hidden}>
      <div className={styles.itemHeader}>
        <a href={`#${input.name}`} className={styles.name}>
          <code>{input.name}</code>
        </a>
        {complex ? null : <code className={styles.type}>{input.type}</code>}
        {input.sensitive ? <span className={styles.badge}>sensitive</span> : null}
      </div>
      {complex ? (
        <pre className={styles.block} aria-label={`Type of ${input.name}`} tabIndex={0}>
          <code>{input.type.trim()}</code>
        </pre>
      ) : null}
      <p className={styles.description}><InlineCode text={input.description} /></p>
      {defaultValue !== undefined ? (
        defaultValue.includes("\n") ? (
          <div className={styles.defaultValue}>
            <span>Default:</span>
            <pre className={styles.block} tabIndex={0} aria-label={`Default of ${input.name}`}>
              <code>{defaultValue}</code>
            </pre>
          </div>
        ) : (
          <p className={styles.defaultValue}>
            Default: <code>{defaultValue}</code>
          </p>
        )
      ) : null}
    </div>
  );
}

/**
 * The generated Inputs and Outputs reference: tabs, a filter with a count, a required-only
 * toggle, all kept in the URL; a link to `#<name>` reveals and highlights that item even when the
 * current tab or filter hides it. Every item is in the HTML, so anchors and reading work without
 * JavaScript.
 */
export default function ServiceReference({ inputs, outputs }: { inputs: CatalogInput[]; outputs: CatalogOutput[] }) {
  const [view, setView] = useState<ReferenceView>(DEFAULT_VIEW);
  const [target, setTarget] = useState<string | null>(null);
  const ready = useRef(false);
  const filterInput = useRef<HTMLInputElement>(null);
  const requiredBox = useRef<HTMLInputElement>(null);
  const ids = { tabs: useId(), filter: useId() };

  // Start from the URL (a shared filtered view), then reveal an anchored item if there is one.
  useEffect(() => {
    const reveal = (current: ReferenceView) => {
      const anchor = decodeURIComponent(window.location.hash.slice(1));
      const revealed = anchor ? viewForAnchor(anchor, inputs, outputs, current) : undefined;
      if (revealed) setTarget(anchor);
      return revealed ?? current;
    };
    // What the reader typed or ticked before the page hydrated is in the DOM, not yet in state;
    // it is kept where the URL says nothing else.
    const fromUrl = readView(window.location.search);
    const typed = filterInput.current?.value ?? "";
    const ticked = requiredBox.current?.checked ?? false;
    setView(reveal({ ...fromUrl, filter: fromUrl.filter || typed, requiredOnly: fromUrl.requiredOnly || ticked }));
    ready.current = true;
    const onHashChange = () => setView((current) => reveal(current));
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [inputs, outputs]);

  useEffect(() => {
    if (!ready.current) return;
    const { pathname, search, hash } = window.location;
    const next = `${pathname}${writeView(search, view)}${hash}`;
    if (next !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, "", next);
  }, [view]);

  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView({ block: "center" });
  }, [target, view]);

  const shownInputs = new Set(filterItems(inputs, view.filter, view.requiredOnly).map((i) => i.name));
  const shownOutputs = new Set(filterItems(outputs, view.filter).map((o) => o.name));
  const required = inputs.filter((i) => i.required);
  const optional = inputs.filter((i) => !i.required);
  const setTab = (tab: ReferenceTab) => setView((v) => ({ ...v, tab }));
  const tabs: { tab: ReferenceTab; label: string; count: number }[] = [
    { tab: "inputs", label: "Inputs", count: inputs.length },
    { tab: "outputs", label: "Outputs", count: outputs.length },
  ];
  const { tabRef, onKeyDown: onTabKeyDown } = useTabKeys(tabs.map(({ tab }) => tab), view.tab, setTab);

  return (
    <section aria-labelledby={SERVICE_SECTIONS.reference.id} className={styles.reference}>
      <Heading as="h2" id={SERVICE_SECTIONS.reference.id}>
        {SERVICE_SECTIONS.reference.text}
      </Heading>
      <div role="tablist" aria-label="Reference" className={`${styles.tabs} ${GLOBAL_CLASSES.referenceControls}`}>
        {tabs.map(({ tab, label, count }) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${ids.tabs}-${tab}`}
            aria-controls={`${tab}-panel`}
            aria-selected={view.tab === tab}
            tabIndex={view.tab === tab ? 0 : -1}
            className={view.tab === tab ? `${styles.tab} ${styles.active}` : styles.tab}
            ref={tabRef(tab)}
            onClick={() => setTab(tab)}
            onKeyDown={onTabKeyDown}
          >
            {label} <span className={styles.count}>{count}</span>
          </button>
        ))}
      </div>
      <div className={`${styles.controls} ${GLOBAL_CLASSES.referenceControls}`}>
        <label htmlFor={ids.filter} className={styles.filterLabel}>
          Filter
        </label>
        <input
          id={ids.filter}
          ref={filterInput}
          type="search"
          className={styles.filter}
          placeholder="Name or description"
          value={view.filter}
          maxLength={100}
          onChange={(event) => setView((v) => ({ ...v, filter: event.target.value }))}
        />
        {view.tab === "inputs" ? (
          <label className={styles.toggle}>
            <input ref={requiredBox} type="checkbox" checked={view.requiredOnly} onChange={(event) => setView((v) => ({ ...v, requiredOnly: event.target.checked }))} /> Required only
          </label>
        ) : null}
        <p className={styles.status} role="status">
          {view.tab === "inputs" ? countLabel(shownInputs.size, inputs.length, "input") : countLabel(shownOutputs.size, outputs.length, "output")}
        </p>
      </div>
      <div role="tabpanel" id="inputs-panel" aria-labelledby={`${ids.tabs}-inputs`} hidden={view.tab !== "inputs"} className={GLOBAL_CLASSES.referencePanel}>
        <Heading as="h3" id={SERVICE_SECTIONS.inputs.id}>
          {SERVICE_SECTIONS.inputs.text}
        </Heading>
        {required.length > 0 ? (
          <div hidden={!required.some((i) => shownInputs.has(i.name))}>
            <h4 className={styles.group}>Required</h4>
            {required.map((input) => (
              <InputItem key={input.name} input={input} hidden={!shownInputs.has(input.name)} targeted={target === input.name} />
            ))}
          </div>
        ) : null}
        {optional.length > 0 ? (
          <div hidden={!optional.some((i) => shownInputs.has(i.name))}>
            <h4 className={styles.group}>Optional</h4>
            {optional.map((input) => (
              <InputItem key={input.name} input={input} hidden={!shownInputs.has(input.name)} targeted={target === input.name} />
            ))}
          </div>
        ) : null}
        {shownInputs.size === 0 ? <p className={styles.none}>No input matches “{view.filter}”.</p> : null}
      </div>
      <div role="tabpanel" id="outputs-panel" aria-labelledby={`${ids.tabs}-outputs`} hidden={view.tab !== "outputs"} className={GLOBAL_CLASSES.referencePanel}>
        <Heading as="h3" id={SERVICE_SECTIONS.outputs.id}>
          {SERVICE_SECTIONS.outputs.text}
        </Heading>
        {outputs.map((output) => (
          <div key={output.name} id={outputAnchor(output.name)} className={target === outputAnchor(output.name) ? `${styles.item} ${styles.targeted}` : styles.item} data-targeted={target === outputAnchor(output.name) || undefined} hidden={!shownOutputs.has(output.name)}>
            <div className={styles.itemHeader}>
              <a href={`#${outputAnchor(output.name)}`} className={styles.name}>
                <code>{output.name}</code>
              </a>
            </div>
            <p className={styles.description}><InlineCode text={output.description} /></p>
          </div>
        ))}
        {shownOutputs.size === 0 ? <p className={styles.none}>No output matches “{view.filter}”.</p> : null}
      </div>
    </section>
  );
}
