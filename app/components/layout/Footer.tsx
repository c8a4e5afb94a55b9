import { House, Mail, MapPin, Phone } from "~/components/ui/icons";
import { SiteLink } from "~/components/ui/SiteLink";
import type { OfficialLink } from "~/content/official-resources";
import type { SiteConfig } from "~/content/site";
import { telHref } from "~/lib/url";
import { SmartLink } from "~/components/ui/SmartLink";

/** The footer element's own look: the same whether its words came or not. */
const footerClass = "mt-16 bg-slate-900 text-slate-300";
const heading = "mb-3 text-sm font-semibold uppercase tracking-wide text-white";
const link = "text-slate-300 underline-offset-2 hover:text-white hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-white";

/** The footer's words and links, as the root loader sends them (its words are content/nav's FOOTER; the year is today's in Ireland). */
export interface FooterData {
  brand: string;
  headings: { quickLinks: string; official: string; contact: string };
  quickLinks: { label: string; route: string }[];
  official: OfficialLink[];
  bottomLine: string;
  bottomLinks: { label: string; route: string }[];
}

/**
 * The footer: four columns and the bottom bar, the same on every page. A
 * plain component, hydrated like the rest of the page. Its words come as the
 * root loader's data, not code, as every page's do (the official links would
 * otherwise bring the whole list of sources into every page's JavaScript).
 * Without that data (the root loader itself failed) it is left empty.
 */
export function Footer({ site, footer }: { site: SiteConfig; footer: FooterData | undefined }) {
  if (!footer) return <footer className={footerClass} />;
  return (
    <footer className={footerClass}>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="mb-3 flex items-center gap-2 text-lg font-bold text-white">
            <House className="h-5 w-5" aria-hidden="true" /> {site.name}
          </p>
          <p className="text-sm leading-relaxed">{footer.brand}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>{footer.headings.quickLinks}</h2>
          <ul className="space-y-2 text-sm">
            {footer.quickLinks.map((l) => <li key={l.route}><SiteLink to={l.route} className={link}>{l.label}</SiteLink></li>)}
          </ul>
        </nav>
        <nav aria-labelledby="footer-official">
          <h2 id="footer-official" className={heading}>{footer.headings.official}</h2>
          <ul className="space-y-2 text-sm">
            {footer.official.map((l) => <li key={l.url}><SmartLink href={l.url} className={link}>{l.label}</SmartLink></li>)}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{footer.headings.contact}</h2>
          <ul className="space-y-2 text-sm">
            <li className="flex items-center gap-2"><MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />{site.location}</li>
            <li className="flex items-center gap-2"><Mail className="h-4 w-4 shrink-0" aria-hidden="true" /><a href={`mailto:${site.email}`} className={link}>{site.email}</a></li>
            <li className="flex items-center gap-2"><Phone className="h-4 w-4 shrink-0" aria-hidden="true" /><a href={telHref(site.phone)} className={link}>{site.phone}</a></li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{footer.bottomLine}</p>
          <ul className="flex flex-wrap gap-4">
            {footer.bottomLinks.map((l) => <li key={l.route}><SiteLink to={l.route} className={link}>{l.label}</SiteLink></li>)}
          </ul>
        </div>
      </div>
    </footer>
  );
}
