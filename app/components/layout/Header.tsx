import { Form, useLocation } from "@remix-run/react";
import { ChevronDown, House, Search } from "~/components/ui/icons";
import { useEffect, useState, type Dispatch, type FocusEvent, type SetStateAction } from "react";
import { NAV, NAV_WORDS, type NavItem } from "~/content/nav";
import { isNavActive } from "~/lib/url";
import { HEADER_SEARCH } from "~/content/search";
import { MAX_QUERY_LENGTH } from "~/content/search-limits";
import { Icon } from "~/components/ui/Icon";
import { SiteLink } from "~/components/ui/SiteLink";
import { MobileMenu, SubLinks } from "./MobileMenu";

/** Spec 2.1 / 9: the header turns solid once the page is scrolled more than 10 px. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

export function Header({ siteName }: { siteName: string }) {
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  /** The route of the entry whose dropdown is open. */
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  useEffect(() => setOpenMenu(null), [pathname]);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`site-header fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 motion-reduce:transition-none ${scrolled ? "bg-white shadow-md" : "bg-transparent"}`}
    >
      <SiteLink to="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow">
        {NAV_WORDS.skip}
      </SiteLink>
      {/* Left-aligned rather than spread out: the browser may paint the header before all of it is
          parsed, and items that only ever add to the right cannot shift what is already on screen. */}
      <div className="mx-auto flex h-header max-w-7xl items-center gap-4 px-4 sm:px-6">
        <SiteLink to="/" className="flex items-center gap-2 rounded font-bold text-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700" aria-label={NAV_WORDS.home(siteName)}>
          <span className="inline-flex h-9 w-9 items-center justify-center rounded-lg bg-brand-700 text-white">
            <House className="h-5 w-5" aria-hidden="true" />
          </span>
          {/* Between 768 and 1280 px the menu needs the room: the mark alone (the link keeps its name). */}
          <span className="text-base leading-tight sm:text-lg md:max-xl:sr-only xl:whitespace-nowrap">{siteName}</span>
        </SiteLink>

        <nav aria-label={NAV_WORDS.main} className="hidden md:ml-2 md:block lg:ml-6">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => <DesktopItem key={item.route} item={item} pathname={pathname} openMenu={openMenu} setOpenMenu={setOpenMenu} />)}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {/* discover="none": see SiteLink (eager route discovery re-rendered every page once it was live). */}
          <Form method="get" action={HEADER_SEARCH.action} discover="none" role="search" className="hidden xl:block">
            <label htmlFor="header-search" className="sr-only">{HEADER_SEARCH.label}</label>
            {/* A real submit button (WCAG technique H32): not everyone can press Enter. It sits at the
                right edge, which stays put while the box widens and narrows, so a click cannot miss it;
                the box stays wide while either of the two has focus. */}
            <div className="relative w-36 focus-within:w-48 motion-safe:transition-[width]">
              <input
                id="header-search"
                name="q"
                type="search"
                maxLength={MAX_QUERY_LENGTH}
                placeholder={HEADER_SEARCH.placeholder}
                className="w-full rounded-lg border border-slate-300 bg-white py-1.5 pl-2.5 pr-9 text-sm text-slate-900 placeholder:text-slate-500 focus:outline focus:outline-2 focus:outline-brand-700"
              />
              <button
                type="submit"
                className="absolute inset-y-0 right-0 inline-flex w-8 items-center justify-center rounded-r-lg text-slate-600 hover:bg-slate-100 hover:text-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <Search className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">{HEADER_SEARCH.button}</span>
              </button>
            </div>
          </Form>
          <SiteLink to="/search" className="rounded-lg p-2 text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 xl:hidden" aria-label={NAV_WORDS.search}>
            <Search className="h-5 w-5" aria-hidden="true" />
          </SiteLink>
          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  );
}

/** Focus came from, or went to, outside the element whose handler runs. */
const fromOutside = (e: FocusEvent<HTMLElement>) => !e.currentTarget.contains(e.relatedTarget as Node | null);

/**
 * A top-level entry. Hovering or keyboard focus shows the dropdown; the chevron
 * button toggles it for touch and screen readers and reports aria-expanded;
 * Escape closes it. Before JavaScript, CSS hover/focus-within does the same
 * (tailwind.css). Which dropdown is open is the Header's state (`openMenu`,
 * a route); closing this one never closes another.
 */
function DesktopItem({ item, pathname, openMenu, setOpenMenu }: { item: NavItem; pathname: string; openMenu: string | null; setOpenMenu: Dispatch<SetStateAction<string | null>> }) {
  const open = openMenu === item.route;
  const onOpen = (next: boolean) => setOpenMenu((now) => (next ? item.route : now === item.route ? null : now));
  const active = isNavActive(item.route, pathname);
  const linkClass = `flex h-9 items-center gap-1.5 whitespace-nowrap rounded-lg px-2 py-2 text-sm lg:px-2.5 font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 ${active ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"}`;
  const link = (
    <SiteLink to={item.route} className={linkClass} aria-current={pathname === item.route ? "page" : active ? "true" : undefined}>
      <Icon name={item.icon} className="h-4 w-4 md:max-lg:hidden" />
      {item.label}
    </SiteLink>
  );
  if (!item.subItems) return <li>{link}</li>;

  const menuId = `nav-menu-${item.route.slice(1)}`;
  return (
    <li
      className="nav-group relative"
      onMouseEnter={() => onOpen(true)}
      onMouseLeave={() => onOpen(false)}
      // Opening on focus from outside only: Escape can close it while focus stays on the button.
      onFocus={(e) => fromOutside(e) && onOpen(true)}
      onBlur={(e) => fromOutside(e) && onOpen(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          onOpen(false);
          e.currentTarget.querySelector("button")?.focus();
        }
      }}
    >
      <div className="flex items-center">
        {link}
        <button
          type="button"
          className="-ml-1 rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={NAV_WORDS.subPages(item.label)}
          onClick={() => onOpen(!open)}
        >
          <ChevronDown className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`} aria-hidden="true" />
        </button>
      </div>
      <ul id={menuId} className={`nav-dropdown absolute left-0 top-full z-50 min-w-[15rem] rounded-xl border border-slate-200 bg-white p-2 shadow-lg ${open ? "block" : "hidden"}`}>
        <SubLinks
          items={item.subItems}
          pathname={pathname}
          linkClass={(on) => `block rounded-lg px-3 py-2 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 ${on ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-800 hover:bg-slate-100"}`}
        />
      </ul>
    </li>
  );
}
