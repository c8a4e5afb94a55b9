/**
 * How much of a query the site searches for. A module of its own because the
 * header's search box (on every page) needs the length limit, and importing
 * it from params.ts put that module's Unicode-property pattern into the root
 * bundle, built on every page load (about 1.5 ms; 6 ms with the CPU slowed 4×).
 */
/** Longest query we search for; longer input is cut (the inputs' maxLength matches). */
export const MAX_QUERY_LENGTH = 200;
/** Words of a query actually used, so a pasted paragraph cannot make a search slow. */
export const MAX_QUERY_WORDS = 12;
