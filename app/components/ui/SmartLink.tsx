import type { ReactNode } from "react";
import { isInternalHref } from "~/lib/rich-text";
import { SiteLink } from "./SiteLink";

interface Props {
  href: string;
  children: ReactNode;
  className?: string;
  /** Extra accessible text for a link whose visible text is generic ("Visit Website"). */
  "aria-label"?: string;
}

/**
 * One link for all content: internal paths render as SiteLink (client
 * navigation through the router, see lib/link-nav); external URLs, mailto: and tel: render as
 * <a>, and web URLs open in a new tab with a screen-reader hint.
 */
export function SmartLink({ href, children, className, ...rest }: Props) {
  // A file the site makes (a calendar file, a PDF) is a download, never a client-side navigation.
  if (isInternalHref(href) && /^[^?#]+\.(ics|pdf)(?:[?#]|$)/.test(href)) {
    return (
      <a href={href} download className={className} aria-label={rest["aria-label"]}>
        {children}
      </a>
    );
  }
  if (isInternalHref(href)) {
    return (
      <SiteLink to={href} className={className} aria-label={rest["aria-label"]}>
        {children}
      </SiteLink>
    );
  }
  if (!/^https?:/.test(href)) {
    return (
      <a href={href} className={className} aria-label={rest["aria-label"]}>
        {children}
      </a>
    );
  }
  const label = rest["aria-label"] ? `${rest["aria-label"]} (opens in new tab)` : undefined;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
      {children}
      {label ? null : <span className="sr-only"> (opens in new tab)</span>}
    </a>
  );
}
