/**
 * The words of sharing a result: the Copy link button beside every result
 * (components/ui/CopyLink.tsx: the tools, the cost calculator, the planner)
 * and its toasts. The link itself is built by lib/url.ts shareHref.
 */
export const SHARE_WORDS = {
  copy: "Copy link",
  /** Without JavaScript the button is a plain link to the same address, which the browser's own menu can copy. */
  link: "Link to this answer",
} as const;

/** Confirmations for the share actions (section 8 has none; these follow its style). */
export const SHARE_TOASTS = {
  copied: { title: "Link Copied", description: "Paste it anywhere: it opens at this answer, with your figures.", variant: "default" },
  copyFailed: { title: "Copy Failed", description: "Copy the link from your browser's address bar instead.", variant: "destructive" },
} as const;
