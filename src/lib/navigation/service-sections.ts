/**
 * The sections a service reference page generates after the writer's prose (usage, the Inputs
 * and Outputs reference, Manage): their anchors and headings, written once here for the components
 * that render them and for the page's table of contents.
 */
import { MANAGE_HEADINGS, MANAGE_ID } from "../content/manage";
import type { TocEntry } from "./toc";

export const SERVICE_SECTIONS = {
  usage: { id: "usage", text: "Usage" },
  reference: { id: "reference", text: "Reference" },
  inputs: { id: "inputs", text: "Inputs" },
  outputs: { id: "outputs", text: "Outputs" },
  manage: { id: MANAGE_ID, text: "Manage" },
} as const;

const entry = ({ id, text }: { id: string; text: string }, level: number, children: TocEntry[] = []): TocEntry => ({ id, text, level, children });

/** The generated sections' table of contents, appended to the prose's. */
export const SERVICE_PAGE_TOC: readonly TocEntry[] = [
  entry(SERVICE_SECTIONS.usage, 2),
  entry(SERVICE_SECTIONS.reference, 2, [entry(SERVICE_SECTIONS.inputs, 3), entry(SERVICE_SECTIONS.outputs, 3)]),
  entry(SERVICE_SECTIONS.manage, 2, MANAGE_HEADINGS.map(({ id, title }) => entry({ id, text: title }, 3))),
];
