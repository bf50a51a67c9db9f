/**
 * Renders a compiled doc tree to React through a component map: one template renders every doc
 * (docs/decisions/one-doc-template.md). Unmapped elements render as themselves.
 */
import React, { type ComponentType, type ReactNode } from "react";
import type { TreeNode, TreeRoot, TreeValue } from "../lib/content/hast";

// Props differ per component; each component declares its own and the map is checked at its use.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ComponentMap = Record<string, ComponentType<any>>;

const VOID_ELEMENTS = new Set(["area", "br", "col", "hr", "img", "input", "source", "track", "wbr"]);

/** `text-align: center; color: red` to `{ textAlign: "center", color: "red" }`. */
function parseStyle(style: string): Record<string, string> {
  return Object.fromEntries(
    style
      .split(";")
      .map((rule) => rule.split(":").map((s) => s.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), value]),
  );
}

function toProps(properties: Record<string, TreeValue>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (key === "style" && typeof value === "string") props.style = parseStyle(value);
    else if (key === "for") props.htmlFor = value;
    else props[key] = value;
  }
  return props;
}

export function renderTree(node: TreeNode, components: ComponentMap, key?: number): ReactNode {
  if (node.type === "text") return node.value;
  const children = node.children.map((child, index) => renderTree(child, components, index));
  if (node.type === "root") return <>{children}</>;
  const type = components[node.tagName] ?? node.tagName;
  const props = { ...toProps(node.properties), key };
  if (VOID_ELEMENTS.has(node.tagName) && !components[node.tagName]) return React.createElement(type, props);
  return React.createElement(type, props, ...children);
}

/**
 * The one place a doc body from a page query becomes a typed tree. The data layer keeps the body as
 * JSON (a tree has no fixed depth for GraphQL to select); the build wrote it from a `TreeRoot`
 * (src/gatsby/node/compile), so only its root is checked here.
 */
export function treeFromQuery(body: unknown): TreeRoot {
  if (typeof body !== "object" || body === null || !("type" in body) || body.type !== "root" || !("children" in body) || !Array.isArray(body.children)) {
    throw new Error("The doc's body is not a compiled tree; build the site again");
  }
  return body as unknown as TreeRoot;
}
