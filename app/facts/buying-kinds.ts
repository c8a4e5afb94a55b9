/**
 * The kinds of buyer and of home the buying tools ask about, as the
 * schemes' condition rules (app/facts) name them. They live here, at
 * the bottom of content, so a facts module can say which buyers and homes a
 * rule is open to without importing the rules that apply it (rules/types.ts
 * and rules/help-to-buy.ts re-export them).
 */

/**
 * A first-time buyer; a "fresh start" buyer, who owned a home before but no
 * longer has any interest in it because a marriage, civil partnership or
 * relationship ended, or through insolvency or bankruptcy; or someone else
 * who has owned a home. Which of them gets the Central Bank's first-time
 * limits, Help to Buy, the First Home Scheme or the Local Authority Home
 * Loan is each one's condition rule (`buyers`).
 */
export type BuyerType = "first" | "fresh-start" | "other";

/** A new home from a developer, one the buyer builds, or a second-hand home. */
export type BuildType = "new" | "self-build" | "existing";
