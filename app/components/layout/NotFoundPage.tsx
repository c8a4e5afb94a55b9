/**
 * The not-found page (spec 2.12): the message, a way home, the questionnaire
 * and a search box. The missing path is logged to the browser console. Used
 * by the catch-all route and by routes whose loader finds nothing (a blog slug).
 */
import { useLocation } from "@remix-run/react";
import { Search } from "~/components/ui/icons";
import { useEffect } from "react";
import { buttonClass } from "~/components/content/CallToAction";
import { SiteLink } from "~/components/ui/SiteLink";
import { NOT_FOUND } from "~/content/errors";
import { MAX_QUERY_LENGTH } from "~/content/search-limits";
import { QuestionnaireButton } from "~/components/ui/QuestionnaireButton";

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`${NOT_FOUND.consolePrefix} ${pathname}`);
  }, [pathname]);
  return (
    <div className="mx-auto max-w-3xl px-4 pb-10 pt-28 text-center sm:px-6">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{NOT_FOUND.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{NOT_FOUND.message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <SiteLink to="/" className={buttonClass.primary}>{NOT_FOUND.home}</SiteLink>
        <QuestionnaireButton label={NOT_FOUND.help} className={buttonClass.secondary} />
      </div>
      <form method="get" action="/search" role="search" className="mx-auto mt-10 max-w-md text-left">
        <label htmlFor="notfound-search" className="mb-2 block font-semibold text-slate-900">{NOT_FOUND.searchLabel}</label>
        <div className="flex gap-2">
          <input id="notfound-search" name="q" type="search" maxLength={MAX_QUERY_LENGTH} className="flex-1 rounded-lg border border-slate-400 px-3 py-2 text-slate-900" />
          <button type="submit" className={buttonClass.primary}>
            <Search className="h-4 w-4" aria-hidden="true" /> Search
          </button>
        </div>
      </form>
    </div>
  );
}
