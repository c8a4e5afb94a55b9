import type { ReactNode } from "react";
import { NEW_TAB_WORDS } from "~/content/site";
import { isInternalHref } from "~/lib/rich-text";
import { SiteLink } from "./SiteLink";

interface Props {
  href: string;
  children: ReactNode;
  className?: string;
  /** Extra accessible text for a link whose visible text is generic ("Visit Website"). */
  "aria-label"?: string;
}

/** A file the site makes (a calendar file, a PDF): a download, never a client-side navigation. */
const SITE_FILE = /^[^?#]+\.(ics|pdf)(?:[?#]|$)/;

/**
 * One link for all content: internal paths render as SiteLink (client
 * navigation through the router, see lib/link-nav); the site's files, external
 * URLs, mailto: and tel: render as <a>, and web URLs open in a new tab with a
 * screen-reader hint.
 */
export function SmartLink({ href, children, className, "aria-label": ariaLabel }: Props) {
  const internal = isInternalHref(href);
  if (internal && !SITE_FILE.test(href)) return <SiteLink to={href} className={className} aria-label={ariaLabel}>{children}</SiteLink>;
  const newTab = /^https?:/.test(href);
  return (
    <a
      href={href}
      download={internal || undefined}
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
