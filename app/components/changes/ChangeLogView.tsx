import { Rss } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { anchorsFor, type ChangeEntry, type ChangeLog, type PageRef } from "~/facts/changes";
import { CHANGES_PAGE } from "~/content/changes-page";
import { authorityText, type Authority, type Certainty } from "~/facts/dated";
import { breadcrumbsFor } from "~/content/pages";
import { formatDate } from "~/lib/format";
import { PageHeader } from "~/components/layout/PageHeader";
import { ContentSection } from "~/components/content/ContentSection";
import { linkClass, RichText } from "~/components/content/RichText";
import { SmartLink } from "~/components/ui/SmartLink";
import { SiteLink } from "~/components/ui/SiteLink";
import { entryWords } from "~/content/changes-feed";

const W = CHANGES_PAGE;
const L = W.labels;
type Row = [string, ReactNode];

const CERTAIN = {
  official: { label: L.official, hint: L.officialHint, className: "bg-emerald-100 text-emerald-900" },
  reported: { label: L.reported, hint: L.reportedHint, className: "bg-amber-100 text-amber-900" },
  unconfirmed: { label: L.unconfirmed, hint: L.unconfirmedHint, className: "bg-rose-100 text-rose-900" },
} as const satisfies Record<Certainty, { label: string; hint: string; className: string }>;

function Certain({ certainty }: { certainty: Certainty }) {
  const c = CERTAIN[certainty];
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${c.className}`} title={c.hint}>{c.label}</span>;
}

function SourceLink({ source }: { source: Authority }) {
  return <SmartLink href={source.url} className={linkClass}>{authorityText(source)}</SmartLink>;
}

function sourceRow(source: Authority, certainty: Certainty): Row {
  return [L.source, <><SourceLink source={source} /> <Certain certainty={certainty} /></>];
}

function pagesRow(pages: readonly PageRef[]): Row {
  const links = pages.map((p, i) => (
    <span key={p.path}>
      {i > 0 ? ", " : null}
      <SiteLink to={p.path} className={linkClass}>{p.title}</SiteLink>
    </span>
  ));
  return [L.pages, <>{links}</>];
}

/** One item of the log: a card that can be linked to, its rule, when it applies, and its facts as label/value rows. */
function Card({ anchor, title, when, rows }: { anchor: string; title: string; when?: ReactNode; rows: Row[] }) {
  return (
    <li>
      <article id={anchor} aria-labelledby={`${anchor}-title`} className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h3 id={`${anchor}-title`} className="text-lg font-semibold text-slate-900">{title}</h3>
        {when ? <p className="text-sm text-slate-600">{when}</p> : null}
        <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[9rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-900">{label}</dt>
              <dd className="text-slate-700">{value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </li>
  );
}

function Entry({ entry, anchor, future = false }: { entry: ChangeEntry; anchor: string; future?: boolean }) {
  const { when, now } = entryWords(entry, future);
  const rows: Row[] = [[L.now, now], sourceRow(entry.source, entry.certainty), pagesRow(entry.pages)];
  if (entry.was !== null) rows.unshift([L.was, entry.was]);
  return <Card anchor={anchor} title={entry.rule} when={<>{when} <time dateTime={entry.date}>{formatDate(entry.date)}</time></>} rows={rows} />;
}

/** A section that lists only what it has: its intro, then its cards; when it has none, its `empty` line, or nothing at all. */
function CardSection<T>({ section, items, card }: { section: { id: string; title: string; intro?: string; empty?: string }; items: readonly T[]; card: (item: T) => ReactNode }) {
  if (items.length === 0 && !section.empty) return null;
  return (
    <ContentSection id={section.id} title={section.title}>
      {section.intro ? <p className="mb-4 text-slate-700">{section.intro}</p> : null}
      {items.length === 0 ? <p className="text-slate-700">{section.empty}</p> : <ul className="space-y-4">{items.map(card)}</ul>}
    </ContentSection>
  );
}

/** /changes: every change to a rule the site states, from the dated rules. */
export function ChangeLogView({ log, feedUrl }: { log: ChangeLog; feedUrl: string }) {
  const anchors = anchorsFor(log);
  const a = (key: string) => anchors.get(key) ?? key;
  const S = W.sections;
  return (
    <>
      <PageHeader title={W.title} tag={W.tag} lead={W.lead} breadcrumbs={breadcrumbsFor(W.path)}>
        <p className="mt-4 max-w-3xl text-slate-700"><RichText text={W.asOf} /></p>
        <p className="mt-4 flex items-center gap-2 text-sm">
          <Rss className="h-4 w-4 text-orange-700" aria-hidden="true" />
          <a href={feedUrl} className={linkClass} type="application/atom+xml">{W.feed.label}</a>
        </p>
        <p className="mt-1 text-sm text-slate-600">{W.feed.hint}</p>
        <p className="mt-3 text-sm">
          <SiteLink to={W.data.path} className={linkClass}>{W.data.label}</SiteLink>
        </p>
        <p className="mt-1 text-sm text-slate-600">{W.data.hint}</p>
      </PageHeader>
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-10 sm:px-6">
        <CardSection section={S.upcoming} items={log.upcoming} card={(e) => <Entry key={e.key} entry={e} anchor={a(e.key)} future />} />
        <CardSection
          section={S.ending}
          items={log.ending}
          card={(e) => (
            <Card
              key={e.key}
              anchor={a(e.key)}
              title={e.rule}
              when={<>{L.until} <time dateTime={e.until}>{formatDate(e.until)}</time>, {L.unlessExtended}</>}
              rows={[[L.value, e.value], sourceRow(e.source, e.certainty), pagesRow(e.pages)]}
            />
          )}
        />
        <CardSection section={S.past} items={log.past} card={(e) => <Entry key={e.key} entry={e} anchor={a(e.key)} />} />
        <CardSection
          section={S.corrections}
          items={log.corrections}
          card={(c) => (
            <Card
              key={c.key}
              anchor={a(c.key)}
              title={c.rule}
              rows={[
                [L.said, c.unconfirmed ? <>{c.claim} <Certain certainty="unconfirmed" /></> : c.claim],
                [L.where, c.where],
                [L.why, <RichText text={c.why} />],
                pagesRow(c.pages),
              ]}
            />
          )}
        />

        <ContentSection id={S.rules.id} title={S.rules.title}>
          <p className="mb-4 text-slate-700">{S.rules.intro}</p>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {log.rules.map((r) => (
              <li key={r.ruleId} id={a(`${r.ruleId}/rule`)} className="scroll-mt-24 p-4 text-sm">
                <p className="font-semibold text-slate-900">{r.rule}</p>
                <p className="text-slate-700">
                  {r.value ?? (r.state === "ended" && r.until ? `${L.ended} ${formatDate(r.until)}` : L.noneInForce)}
                  {r.state === "current" && r.until ? ` (${L.until.toLowerCase()} ${formatDate(r.until)}${r.extendable ? `, ${L.unlessExtended}` : ""})` : ""}
                </p>
                <p className="text-slate-600">
                  {r.source ? <><SourceLink source={r.source} /> {r.certainty ? <Certain certainty={r.certainty} /> : null} · </> : null}
                  {L.checked} <time dateTime={r.checked}>{formatDate(r.checked)}</time>
                </p>
              </li>
            ))}
          </ul>
        </ContentSection>
      </div>
    </>
  );
}
