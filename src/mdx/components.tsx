/** The component map the doc template renders compiled trees with. */
import React, { type ReactNode } from "react";
import type { ComponentMap } from "./render";
import type { WriterComponent } from "../lib/content/mdx-components";
import Admonition from "./Admonition";
import CodeBlock from "./CodeBlock";
import Heading from "./Heading";
import MdxLink from "./MdxLink";
import Table, { TableHead, TableHeaderCell } from "./Table";
import Details from "./Details";
import { Tabs, TabItem } from "./Tabs";
import { Card, CardGroup } from "./Card";
import { unresolvedFact } from "./UnresolvedFact";

type HeadingTag = "h2" | "h3" | "h4" | "h5" | "h6";
const heading = (as: HeadingTag) =>
  function MdxHeading(props: { id?: string; children?: ReactNode }) {
    return <Heading as={as} {...props} />;
  };

/** Every writer component must be mapped (checked by the type), plus the HTML elements we enhance. */
const writerComponents: Record<WriterComponent, ComponentMap[string]> = {
  Admonition,
  Tabs,
  TabItem,
  Card,
  CardGroup,
  Details,
  // Facts are replaced by their values when a page's body is read; these render one that was not (gatsby develop only).
  ModuleDefault: unresolvedFact("ModuleDefault"),
  ModuleInput: unresolvedFact("ModuleInput"),
  ModuleVersion: unresolvedFact("ModuleVersion"),
  ToolVersion: unresolvedFact("ToolVersion"),
};

export const mdxComponents: ComponentMap = {
  ...writerComponents,
  CodeBlock,
  a: MdxLink,
  table: Table,
  thead: TableHead,
  th: TableHeaderCell,
  details: Details,
  h2: heading("h2"),
  h3: heading("h3"),
  h4: heading("h4"),
  h5: heading("h5"),
  h6: heading("h6"),
};
