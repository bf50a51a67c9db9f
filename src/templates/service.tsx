import React, { useMemo } from "react";
import { graphql, type PageProps } from "gatsby";
import DocPage from "../components/DocPage";
import DocUnavailable from "../components/DocPage/UnavailableInDevelop";
import ServiceHeader from "../components/ServiceHeader";
import ModuleUsage from "../components/ModuleUsage";
import ServiceReference from "../components/ServiceReference";
import ModuleManage from "../components/ModuleManage";
import { inputsFromQuery, outputsFromQuery } from "../lib/content/catalog";
import { codeLinesFromQuery } from "../lib/content/hast";
import { SERVICE_PAGE_TOC } from "../lib/navigation/service-sections";

type ServiceModule = NonNullable<NonNullable<Queries.ServicePageQuery["doc"]>["serviceModule"]>;

/** The module's generated sections after the prose: usage, the Inputs and Outputs reference, Manage. */
function ModuleSections({ module }: { module: ServiceModule }) {
  // Converted once per module: the reference re-reads the URL when its inputs change.
  const inputs = useMemo(() => inputsFromQuery(module.inputs), [module.inputs]);
  const outputs = useMemo(() => outputsFromQuery(module.outputs), [module.outputs]);
  const usage = useMemo(() => ({ terraform: codeLinesFromQuery(module.usage.terraform.lines), terragrunt: codeLinesFromQuery(module.usage.terragrunt.lines) }), [module.usage]);
  return (
    <>
      <ModuleUsage terraform={usage.terraform} terragrunt={usage.terragrunt} />
      <ServiceReference inputs={inputs} outputs={outputs} />
      <ModuleManage module={module} />
    </>
  );
}

/** A service catalog page: the doc's prose between a version header and generated usage and reference. */
export default function ServiceTemplate({ data, location }: PageProps<Queries.ServicePageQuery>) {
  const doc = data.doc;
  // No doc only in `gatsby develop`, while its file has a content error.
  if (!doc) return <DocUnavailable currentPath={location.pathname} />;
  // Pages are created with this template only for docs of a module (src/gatsby/node/pages.ts); one
  // without its module's data stops a build, and in `gatsby develop` shows its prose alone.
  const module = doc.serviceModule;
  if (!module) return <DocPage doc={doc} sidebar={data.sidebar?.items ?? null} currentPath={location.pathname} template="reference" />;
  return (
    <DocPage
      doc={doc}
      sidebar={data.sidebar?.items ?? null}
      currentPath={location.pathname}
      showTags={false}
      template="reference"
      header={<ServiceHeader version={module.version} lastChanged={module.lastChanged} source={module.source} tags={module.tags} />}
      footer={<ModuleSections module={module} />}
      extraToc={SERVICE_PAGE_TOC}
    />
  );
}

export const query = graphql`
  query ServicePage($id: String!, $sidebarName: String!) {
    doc(id: { eq: $id }) {
      ...DocPageFields
      serviceModule {
        version
        lastChanged
        source
        inputs {
          name
          type
          description
          required
          default
          sensitive
        }
        outputs {
          name
          description
        }
        usage {
          terraform {
            lines
          }
          terragrunt {
            lines
          }
        }
        manage {
          replacement {
            input
            effect
          }
          beforeDestroy
        }
        tags {
          slug
          label
          path
        }
      }
    }
    sidebar(name: { eq: $sidebarName }) {
      items {
        ...SidebarTree
      }
    }
  }
`;
