/**
 * The Atom 1.0 feed of /changes (RFC 4287), built from the change log: its
 * entries in words, written out as XML by lib/atom.ts. Entry
 * ids are tag URIs (RFC 4151) made from each entry's stable key, so they never
 * change when the site moves domain or the page is reordered, and a feed
 * reader shows each change once. Dates are the day the site recorded the
 * entry, never "now": the feed's bytes change only when an entry does.
 */
import type { ChangeEntry, ChangeLog, Correction } from "~/facts/changes";
import { anchorsFor } from "~/facts/changes";
import { CHANGES_FEED, CHANGES_PAGE } from "~/content/changes-page";
import { authorityText, RECORDS_BEGIN } from "~/facts/dated";
import { formatDate } from "~/lib/format";
import { toPlainText } from "~/lib/rich-text";
import { atomXml, escapeXml, type AtomEntry } from "~/lib/atom";

const L = CHANGES_PAGE.labels;
const day = (iso: string) => `${iso}T00:00:00Z`;
const tag = (key: string) => `tag:${CHANGES_FEED.tagAuthority}:${key}`;

/** When an entry applies ("Took effect", "Takes effect", …) and the rule now, worded alike on /changes and in the feed. */
export function entryWords(e: ChangeEntry, future: boolean): { when: string; now: string } {
  return {
    when: e.kind === "ended" ? L.ended : future ? L.takesEffect : e.kind === "began" ? L.began : L.tookEffect,
    now: e.now === null ? L.endedNow : e.note ? `${e.now}, ${e.note}` : e.now,
  };
}

function changeItem(e: ChangeEntry, link: string, future: boolean): AtomEntry {
  const { when, now } = entryWords(e, future);
  const certainty = e.certainty === "official" ? L.official : L.reported;
  const lead = `${when} ${formatDate(e.date)}.`;
  const source = authorityText(e.source);
  const facts: [string, string][] = e.was === null ? [[L.now, now]] : [[L.was, e.was], [L.now, now]];
  return {
    id: tag(`change/${e.key}`),
    title: `${e.rule}: ${when.toLowerCase()} ${formatDate(e.date)}`,
    updated: day(e.recorded),
    link,
    summary: [lead, ...facts.map(([label, text]) => `${label}: ${text}.`), `${L.source}: ${source} (${certainty}).`].join(" "),
    html:
      `<p>${escapeXml(lead)}</p><ul>${facts.map(([label, text]) => `<li><strong>${label}:</strong> ${escapeXml(text)}</li>`).join("")}` +
      `<li><strong>${L.source}:</strong> <a href="${escapeXml(e.source.url)}">${escapeXml(source)}</a> (${certainty})</li></ul>`,
    categories: [e.kind, e.certainty],
  };
}

function correctionItem(c: Correction, link: string): AtomEntry {
  const why = toPlainText(c.why);
  return {
    id: tag(`correction/${c.key}`),
    title: `${c.rule}: ${L.said.toLowerCase()} ${c.claim}`,
    updated: day(c.recorded),
    link,
    summary: `${c.where}: ${c.claim}. ${why}`,
    html: `<p>${escapeXml(`${c.where}: ${c.claim}.`)}</p><p>${escapeXml(why)}</p>`,
    categories: ["correction"],
  };
}

/** The feed for `log`; `siteUrl` is the public origin (no trailing slash). */
export function changesAtom(log: ChangeLog, site: { url: string; name: string }): string {
  const anchors = anchorsFor(log);
  const page = `${site.url}${CHANGES_PAGE.path}`;
  const link = (key: string) => `${page}#${anchors.get(key) ?? ""}`;
  const items = [
    ...log.upcoming.map((e) => changeItem(e, link(e.key), true)),
    ...log.past.map((e) => changeItem(e, link(e.key), false)),
    ...log.corrections.map((c) => correctionItem(c, link(c.key))),
  ];
  const updated = items.reduce((max, i) => (i.updated > max ? i.updated : max), day(RECORDS_BEGIN));
  return atomXml({
    id: tag("changes"),
    title: CHANGES_FEED.title,
    subtitle: CHANGES_FEED.subtitle,
    updated,
    self: `${page}.atom`,
    alternate: page,
    author: { name: site.name, uri: `${site.url}/` },
    entries: items,
  });
}
