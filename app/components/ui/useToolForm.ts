import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useAddressSync } from "~/lib/address";
import { toQuery, type IgnoredParam, type RawQuery, type RawValues } from "~/lib/params";

/**
 * The raw answers of a tool form, as typed. The first render uses exactly
 * what the server rendered (the URL's values, or the defaults on a fresh
 * form), so hydration matches; after that every change recomputes at once.
 * On the tool's own page the address is kept in step (lib/address, no
 * navigation), so the URL in the bar is always the shareable result once
 * the reader pauses.
 *
 * `values` is what the fields show, updated on every key; `settled` is the
 * same a moment later (React's useDeferredValue): the result, the issues and
 * the address are worked out from `settled`, in a render React may interrupt
 * for the next key, so typing never waits for the whole result to redraw.
 * With `settleAfterMs`, `settled` also waits for the reader to pause.
 */
const NONE_IGNORED: readonly IgnoredParam[] = [];

export function useToolForm<K extends string>({
  keys,
  query,
  defaults,
  syncUrl,
  extraQuery = "",
  settleAfterMs = 0,
}: {
  keys: readonly K[];
  query: RawQuery<K> | null;
  defaults: Partial<RawValues<K>>;
  syncUrl: boolean;
  /** Parameters the form does not edit that the address keeps (the planner's day the sale closes), already encoded. */
  extraQuery?: string;
  /**
   * When set, `settled` waits until the reader has paused typing this long (ms) before it follows
   * `values`. For a form whose result is heavy to redraw (the planner): a plan for every half-typed
   * number ("3", "34", "345") is work a slow phone does between keys and the reader never reads.
   */
  settleAfterMs?: number;
}) {
  const start = (): RawValues<K> => {
    const base = Object.fromEntries(keys.map((k) => [k, ""])) as RawValues<K>;
    // A fresh form (nothing of ours in the URL) starts from the defaults; a submitted one shows exactly what was sent.
    return query?.submitted ? { ...base, ...query.values } : { ...base, ...defaults };
  };
  const [values, setValues] = useState<RawValues<K>>(start);
  const [paused, setPaused] = useState(values);
  const [showMissing, setShowMissing] = useState(Boolean(query?.submitted));
  const [edited, setEdited] = useState(false);
  const lastQuery = useRef(query);

  // A client navigation to the same page with another query (back/forward, a link) restarts from it.
  useEffect(() => {
    if (lastQuery.current === query) return;
    lastQuery.current = query;
    const next = start();
    setValues(next);
    setPaused(next);
    setShowMissing(Boolean(query?.submitted));
    setEdited(false);
  }, [query]);

  // What the result follows: `values` itself, or (settleAfterMs) `values` once the reader pauses.
  useEffect(() => {
    if (!settleAfterMs || paused === values) return;
    const timer = window.setTimeout(() => startTransition(() => setPaused(values)), settleAfterMs);
    return () => window.clearTimeout(timer);
  }, [values, paused, settleAfterMs]);
  const settled = useDeferredValue(settleAfterMs ? paused : values);
  // The reader asked for the result (submitted the form): it follows what is typed now, without waiting for a pause.
  const settleNow = useCallback(() => setPaused(values), [values]);
  const search = useMemo(() => [toQuery(settled, keys), extraQuery].filter(Boolean).join("&"), [settled, keys, extraQuery]);
  useAddressSync(search ? `?${search}` : "", syncUrl && edited);

  // Stable, so fields memoised on their props are not redrawn by a key typed elsewhere.
  const set = useCallback((key: K, value: string) => {
    setEdited(true);
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  // The link's ignored parameters are noted until the reader changes an answer: then the form is theirs.
  const ignored: readonly IgnoredParam[] = edited ? NONE_IGNORED : (query?.ignored ?? NONE_IGNORED);

  // `search`: the settled answers as the address's query (what the address shows, and links reuse).
  return { values, settled, set, showMissing, setShowMissing, edited, search, settleNow, ignored };
}
