/**
 * What of a search record is indexed, and how much each part weighs: the title most, then the
 * section's headings, its prose, and last the identifiers in its code. Pages rank a little above
 * their sections; a module's inputs and outputs rank low unless the term is the input's own name,
 * so "vpc" finds the VPC pages and "vpc_id" the input (4 times a page's weight: a quarter times
 * postings' EXACT_NAME_BOOST).
 */
import type { SearchRecord } from "./records";
import type { FieldSpec } from "./postings";

export const RECORD_FIELDS: FieldSpec<SearchRecord>[] = [
  { boost: 5, text: (r) => r.lvl1 },
  { boost: 3, text: (r) => [r.lvl2, r.lvl3].filter(Boolean).join(" ") },
  { boost: 1, text: (r) => r.content },
  { boost: 0.3, text: (r) => r.code ?? "" },
];

export const isModuleItem = (record: SearchRecord): boolean => record.lvl2 === "Inputs" || record.lvl2 === "Outputs";

/** A record's weight: a module's inputs and outputs weigh a quarter (but see `isOwnName`). */
export function recordBoost(record: SearchRecord): number {
  if (isModuleItem(record)) return 0.25;
  return record.type === "lvl1" ? 1.3 : 1;
}

/** The term is the input's or output's own name: a query word that is exactly it ranks it high. */
export function isOwnName(record: SearchRecord, term: string): boolean {
  return isModuleItem(record) && record.lvl3?.toLowerCase() === term;
}
