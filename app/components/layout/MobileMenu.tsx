import { ChevronDown, Menu, X } from "~/components/ui/icons";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { NAV, NAV_WORDS, type NavItem } from "~/content/nav";
import { isNavActive } from "~/lib/url";
import { MOTION } from "~/components/motion/timing";
import { Icon } from "~/components/ui/Icon";
import { SiteLink } from "~/components/ui/SiteLink";
import { inertWhen } from "~/lib/inert";

/**
 * A part that opens and closes by its height (the phone menu, 0.3 s, and its
 * submenus, 0.2 s), with the stylesheet alone: grid rows from 0fr to 1fr
 * (`.collapse-rows`, tailwind.css). Closed, it is hidden and inert.
 *
 * The menu's one animation. framer-motion could animate the same height, but
 * its code is fetched only after the visitor's first interaction (components/
 * motion/load.ts), often after the menu's first opening, and a second
 * animation for that moment made the menu behave in two ways and ship both.
 * The stylesheet's transition is here from the first paint, costs the page
 * no JavaScript, and opens and closes the same way whether framer-motion has
 * arrived or not; under reduced motion the stylesheet stops it. `appear`: it
 * mounts while opening, so it opens from closed (otherwise it mounts as it is).
 */
function Collapse({ open, seconds, appear = false, id, children }: { open: boolean; seconds: number; appear?: boolean; id?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Mounting while opening: shown closed first, so the transition has a start.
  const [mounted, setMounted] = useState(!appear);
  useLayoutEffect(() => {
    if (mounted) return;
    void ref.current?.offsetHeight; // the closed state's style, computed before the change
    setMounted(true);
  }, [mounted]);
  const shown = open && mounted;
  return (
    <div ref={ref} id={id} data-open={shown ? "true" : "false"} className="collapse-rows" style={{ transitionDuration: `${seconds}s` }} {...inertWhen(!shown)}>
      <div className="overflow-hidden">{children}</div>
    </div>
  );
}

/** A section's sub-pages as list items, the current one marked (the phone menu's submenus and the Header's dropdowns). */
export function SubLinks({ items, pathname, linkClass }: { items: NonNullable<NavItem["subItems"]>; pathname: string; linkClass: (current: boolean) => string }) {
  return items.map((sub) => {
    const current = isNavActive(sub.route, pathname);
    return (
      <li key={sub.route}>
        <SiteLink to={sub.route} className={linkClass(current)} aria-current={current ? "page" : undefined}>
          {sub.label}
        </SiteLink>
      </li>
    );
  });
}

/**
 * The phone menu (below 768 px). The list opens in 0.3 s and a submenu in
 * 0.2 s, by their height (Collapse); only one submenu is open at a time; a
 * parent with sub-pages toggles its submenu instead of navigating; the menu
 * closes on every route change. Without JavaScript the button is replaced by
 * a link to the footer's quick links, so the list itself is of use only with
 * JavaScript: it is rendered on the first open (opening from closed), not
 * sent with every page and hydrated on every load.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const [submenu, setSubmenu] = useState<string | null>(null);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    setOpen(false);
    setSubmenu(null);
  }, [pathname]);

  return (
    <div className="md:hidden">
      <a href="#footer-quick-links" className="nojs-only rounded-lg px-3 py-2 text-sm font-semibold text-slate-900 underline">{NAV_WORDS.menu}</a>
      <button
        type="button"
        className="js-only rounded-lg p-2 text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? NAV_WORDS.closeMenu : NAV_WORDS.openMenu}
        onClick={() => {
          setUsed(true);
          setOpen((o) => !o);
        }}
      >
        {open ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
      </button>
      <div id="mobile-menu" className="absolute inset-x-0 top-header">
        {used ? (
          <Collapse open={open} seconds={MOTION.menu} appear>
            <nav aria-label={NAV_WORDS.mobile} className="border-t border-slate-200 bg-white px-4 pb-4 shadow-lg">
              <ul className="divide-y divide-slate-100">
                {NAV.map((item) => {
                  const active = isNavActive(item.route, pathname);
                  const itemClass = `flex w-full items-center gap-3 px-2 py-3 text-left font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 ${active ? "text-brand-800" : "text-slate-900"}`;
                  if (!item.subItems) {
                    return (
                      <li key={item.route}>
                        <SiteLink to={item.route} className={itemClass} aria-current={active ? "page" : undefined}>
                          <Icon name={item.icon} className="h-5 w-5" />
                          {item.label}
                        </SiteLink>
                      </li>
                    );
                  }
                  const subOpen = submenu === item.label;
                  const subId = `mobile-sub-${item.route.slice(1)}`;
                  return (
                    <li key={item.route}>
                      <button
                        type="button"
                        className={itemClass}
                        aria-expanded={subOpen}
                        aria-controls={subId}
                        aria-current={active ? "true" : undefined}
                        onClick={() => setSubmenu(subOpen ? null : item.label)}
                      >
                        <Icon name={item.icon} className="h-5 w-5" />
                        <span className="flex-1">{item.label}</span>
                        <ChevronDown className={`h-5 w-5 transition-transform duration-200 motion-reduce:transition-none ${subOpen ? "rotate-180" : ""}`} aria-hidden="true" />
                      </button>
                      <Collapse id={subId} open={subOpen} seconds={MOTION.submenu}>
                        <ul className="pl-10">
                          <li>
                            <SiteLink to={item.route} className="block px-2 py-2 text-slate-800 hover:text-brand-800" aria-current={pathname === item.route ? "page" : undefined}>
                              {NAV_WORDS.overview(item.label)}
                            </SiteLink>
                          </li>
                          <SubLinks items={item.subItems} pathname={pathname} linkClass={(on) => `block px-2 py-2 ${on ? "font-semibold text-brand-800" : "text-slate-800 hover:text-brand-800"}`} />
                        </ul>
                      </Collapse>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </Collapse>
        ) : null}
      </div>
    </div>
  );
}
