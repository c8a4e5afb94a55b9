import { Link2 } from "./icons";
import { SHARE_TOASTS, SHARE_WORDS } from "~/content/share";
import { OnceHydrated } from "./OnceHydrated";
import { SiteLink } from "./SiteLink";
import { useToast } from "./Toast";

/**
 * "Copy link" beside a result (the tools, the cost calculator, the planner):
 * copies the shared link, `href` (lib/url.ts shareHref: the page's
 * address with the answers, ending at the answer), as a full address, and
 * says so in the toast. A button, so Enter and Space press it. Until the
 * page is live, and without JavaScript, it is a plain link to the same
 * address ("Link to this answer"), which the browser's own menu can copy; a
 * SiteLink, so with JavaScript the router follows it before the tool's code has arrived.
 */
export function CopyLink({ href, className, iconClassName = "h-5 w-5" }: { href: string; className: string; iconClassName?: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(href, window.location.href).href);
      toast(SHARE_TOASTS.copied);
    } catch {
      // No clipboard (an insecure page, or permission refused): the toast says where the address is instead.
      toast(SHARE_TOASTS.copyFailed);
    }
  };
  const icon = <Link2 className={iconClassName} aria-hidden="true" />;
  return (
    <OnceHydrated
      before={
        <SiteLink to={href} className={className}>
          {icon}
          {/* The js class is set before the first paint (root.tsx): a reader with JavaScript reads what the button will say. */}
          <span className="js-only">{SHARE_WORDS.copy}</span>
          <span className="nojs-only">{SHARE_WORDS.link}</span>
        </SiteLink>
      }
    >
      <button type="button" onClick={copy} className={className}>
        {icon}
        {SHARE_WORDS.copy}
      </button>
    </OnceHydrated>
  );
}
