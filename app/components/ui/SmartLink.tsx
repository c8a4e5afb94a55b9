import type { ReactNode } from "react";
import { NEW_TAB_WORDS } from "~/content/site";
import { isInternalHref } from "~/lib/rich-text";
import { fileExtension } from "~/lib/url";
import { SiteLink } from "./SiteLink";

interface Props {
  href: string;
  children: ReactNode;
  className?: string;
  /** Extra accessible text for a link whose visible text is generic ("Visit Website"). */
  "aria-label"?: string;
}

/** Files the reader keeps rather than reads (a calendar to import, a PDF): saved, not shown in the tab. */
const SAVED = new Set(["ics", "pdf"]);

/**
 * One link for all content: the site's own addresses render as SiteLink (a
 * page through the router, a file loaded by the browser: SiteLink decides);
 * external URLs, mailto: and tel: render as <a>, and web URLs open in a new
 * tab with a screen-reader hint.
 */
export function SmartLink({ href, children, className, "aria-label": ariaLabel }: Props) {
  if (isInternalHref(href)) {
    const saved = SAVED.has(fileExtension(href) ?? "");
    return <SiteLink to={href} download={saved || undefined} className={className} aria-label={ariaLabel}>{children}</SiteLink>;
  }
  const newTab = /^https?:/.test(href);
  return (
    <a
      href={href}
      target={newTab ? "_blank" : undefined}
      rel={newTab ? "noopener noreferrer" : undefined}
      className={className}
      aria-label={newTab && ariaLabel ? `${ariaLabel}${NEW_TAB_WORDS}` : ariaLabel}
    >
      {children}
      {newTab && !ariaLabel ? <span className="sr-only">{NEW_TAB_WORDS}</span> : null}
    </a>
  );
}
