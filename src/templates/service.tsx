import React from "react";
import { graphql, type PageProps } from "gatsby";
import DocPage from "../components/DocPage";
import ServiceHeader from "../components/ServiceHeader";
import ModuleUsage from "../components/ModuleUsage";
import ServiceReference from "../components/ServiceReference";
import ModuleManage from "../components/ModuleManage";
import type { CatalogInput, CatalogOutput } from "../lib/content/catalog";
import { SERVICE_PAGE_TOC } from "../lib/navigation/service-sections";

/** A service catalog page: the doc's prose between a version header and generated usage and reference. */
export default function ServiceTemplate({ data, location }: PageProps<Queries.ServicePageQuery>) {
  const module = data.serviceModule!;
  return (
    <DocPage
      doc={data.doc!}
      sidebar={data.sidebar?.items ?? null}
      currentPath={location.pathname}
      showTags={false}
      template="reference"
      header={<ServiceHeader version={module.version} lastChanged={module.lastChanged} source={module.source} tags={module.tags} />}
      footer={
        <>
          <ModuleUsage usage={module.usage as never} />
          <ServiceReference inputs={module.inputs as unknown as CatalogInput[]} outputs={module.outputs as unknown as CatalogOutput[]} />
          <ModuleManage module={{ version: module.version, lastChanged: module.lastChanged, manage: { replacement: [...module.manage.replacement], beforeDestroy: [...module.manage.beforeDestroy] } }} />
        </>
      }
      extraToc={SERVICE_PAGE_TOC}
    />
  );
}

export const query = graphql`
  query ServicePage($id: String!, $sidebarName: String!, $moduleSlug: String!) {
    doc(id: { eq: $id }) {
      ...DocPageFields
    }
    sidebar(name: { eq: $sidebarName }) {
      items
    }
    serviceModule(slug: { eq: $moduleSlug }) {
      version
      lastChanged
      source
      inputs
      outputs
      usage
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
`;
