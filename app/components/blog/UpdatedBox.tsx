import { CalendarClock } from "~/components/ui/icons";
import { RichText } from "~/components/content/RichText";
import type { UpdatedNote } from "~/content/blog/updates";

/**
 * The dated "Updated" box at the top of an article that is kept as it was
 * published: each claim that has changed since, the rule that applies now,
 * its source and the page that has it (content/blog/updates.ts). Always
 * visible, above the article, so nobody acts on an out-of-date figure.
 */
export function UpdatedBox({ note }: { note: UpdatedNote }) {
  return (
    <aside aria-labelledby="article-updated" className="rounded-xl border-2 border-amber-400 bg-amber-50 p-5 text-slate-800" data-updated="">
      <h2 id="article-updated" className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarClock className="h-5 w-5 shrink-0" aria-hidden="true" />
        <time dateTime={note.date}>{note.title}</time>
      </h2>
      <p className="mt-2"><RichText text={note.intro} /></p>
      <ul className="mt-2 list-disc space-y-2 pl-6">
        {note.items.map((item, i) => <li key={i}><RichText text={item} /></li>)}
      </ul>
    </aside>
  );
}
