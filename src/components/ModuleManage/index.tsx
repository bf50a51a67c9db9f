import React from "react";
import Heading from "../../mdx/Heading";
import InlineCode from "../InlineCode";
import { manageSections, type ManageModule } from "../../lib/content/manage";
import { SERVICE_SECTIONS } from "../../lib/navigation/service-sections";
import * as styles from "./styles.module.css";

/**
 * Operating a module after it is deployed: upgrading between releases, the inputs that force a
 * replacement, and destroying it safely. Generated from the module's data (`manage` in its YAML).
 */
export default function ModuleManage({ module }: { module: ManageModule }) {
  return (
    <section aria-labelledby={SERVICE_SECTIONS.manage.id} className={styles.section}>
      <Heading as="h2" id={SERVICE_SECTIONS.manage.id}>
        {SERVICE_SECTIONS.manage.text}
      </Heading>
      {manageSections(module).map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <Heading as="h3" id={section.id}>
            {section.title}
          </Heading>
          <p>
            <InlineCode text={section.intro} />
          </p>
          {section.replacement && section.replacement.length > 0 ? (
            <section className={styles.scroll} aria-label={`${section.title}: table`} tabIndex={0}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Input</th>
                    <th scope="col">What changing it replaces</th>
                  </tr>
                </thead>
                <tbody>
                  {section.replacement.map((row) => (
                    <tr key={row.input}>
                      <th scope="row">
                        <a href={`#${row.input}`}>
                          <code>{row.input}</code>
                        </a>
                      </th>
                      <td>
                        <InlineCode text={row.effect} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
          {section.steps.length > 0 ? (
            <ol>
              {section.steps.map((step) => (
                <li key={step}>
                  <InlineCode text={step} />
                </li>
              ))}
            </ol>
          ) : null}
        </section>
      ))}
    </section>
  );
}
