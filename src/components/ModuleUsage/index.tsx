import React from "react";
import { Tabs, TabItem } from "../../mdx/Tabs";
import CodeBlock from "../../mdx/CodeBlock";
import Heading from "../../mdx/Heading";
import type { CodeLine } from "../../lib/content/hast";
import { SERVICE_SECTIONS } from "../../lib/navigation/service-sections";

/**
 * Copy-ready usage with every required input, as Terraform or Terragrunt. The choice is the
 * `iac-tool` tab group, so it is remembered and shared with the guides' examples.
 */
export default function ModuleUsage({ terraform, terragrunt }: { terraform: CodeLine[]; terragrunt: CodeLine[] }) {
  return (
    <section aria-labelledby={SERVICE_SECTIONS.usage.id}>
      <Heading as="h2" id={SERVICE_SECTIONS.usage.id}>
        {SERVICE_SECTIONS.usage.text}
      </Heading>
      <p>Every required input is listed with a placeholder of its type; the optional ones are in the reference below.</p>
      <Tabs groupId="iac-tool">
        <TabItem value="terraform" label="Terraform">
          <CodeBlock language="hcl" title="main.tf" lines={terraform} />
        </TabItem>
        <TabItem value="terragrunt" label="Terragrunt" default>
          <CodeBlock language="hcl" title="terragrunt.hcl" lines={terragrunt} />
        </TabItem>
      </Tabs>
    </section>
  );
}
