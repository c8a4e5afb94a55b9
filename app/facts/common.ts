/**
 * Shapes the fact groups share. A group is the figures one official source
 * sets, with the date the site last checked them against it.
 */
import type { Source } from "./sources";

export interface Group {
  source: Source;
  /** ISO date the group was last checked against its source (shown in its source note). */
  reviewed: string;
}

export interface Band<T = number> {
  /** Inclusive lower bound, in the unit of the table (months, years, euro). */
  from: number;
  /** Exclusive upper bound; null for "and over". */
  to: number | null;
  label: string;
  value: T;
}
