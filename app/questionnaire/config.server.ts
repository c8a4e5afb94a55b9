/**
 * The optional third-party questionnaire widget, configured by environment
 * variables (spec section 3: an ID, region, render mode and stylesheets):
 *
 *   WIDGET_SCRIPT_URL       http(s) URL of the widget script. Without a valid
 *                           one no widget is configured: the overlay shows the
 *                           built-in questionnaire and the CSP allows no host.
 *   WIDGET_STYLESHEET_URLS  comma-separated http(s) URLs of its stylesheets
 *   WIDGET_ID               the widget's ID at its provider
 *   WIDGET_REGION           default "eu"
 *   WIDGET_RENDER_MODE      default "full-width"
 *
 * The resolved settings reach the browser through the root loader; the
 * Content-Security-Policy allows the origins of these URLs and nothing else
 * (lib/security.server.ts). widget.ts documents what the script must do.
 */
import { z } from "zod";
import type { WidgetConfig } from "./widget";

export const WIDGET_DEFAULTS = { region: "eu", renderMode: "full-width" } as const;

const httpUrl = z.url({ protocol: /^https?$/, error: "not an http(s) URL" });
/** IDs and modes are passed to the widget as they are; keep them to plain tokens. */
const token = z.string().regex(/^[\w.:-]{1,200}$/);

export function readWidgetConfig(env: Record<string, string | undefined> = process.env, log = (m: string) => console.warn(`[widget] ${m}`)): WidgetConfig | null {
  const rawScript = env.WIDGET_SCRIPT_URL?.trim();
  if (!rawScript) return null;
  const script = httpUrl.safeParse(rawScript);
  if (!script.success) {
    log("WIDGET_SCRIPT_URL is not an http(s) URL; the built-in questionnaire is used.");
    return null;
  }
  const stylesheetUrls: string[] = [];
  for (const raw of (env.WIDGET_STYLESHEET_URLS ?? "").split(",")) {
    const url = raw.trim();
    if (!url) continue;
    const parsed = httpUrl.safeParse(url);
    if (parsed.success) stylesheetUrls.push(parsed.data);
    else log(`ignoring WIDGET_STYLESHEET_URLS entry that is not an http(s) URL: ${JSON.stringify(url.slice(0, 100))}`);
  }
  const pick = (name: string, value: string | undefined, fallback: string) => {
    const v = value?.trim();
    if (!v || token.safeParse(v).success) return v || fallback;
    log(`${name} must be letters, digits, ".", ":", "_" or "-"; using ${JSON.stringify(fallback)}.`);
    return fallback;
  };
  return {
    scriptUrl: script.data,
    stylesheetUrls,
    id: pick("WIDGET_ID", env.WIDGET_ID, ""),
    region: pick("WIDGET_REGION", env.WIDGET_REGION, WIDGET_DEFAULTS.region),
    renderMode: pick("WIDGET_RENDER_MODE", env.WIDGET_RENDER_MODE, WIDGET_DEFAULTS.renderMode),
  };
}

/** The origins a configuration loads from, for the Content-Security-Policy. */
export function widgetConfigOrigins(config: WidgetConfig | null): string[] {
  return config ? [...new Set([config.scriptUrl, ...config.stylesheetUrls].map((u) => new URL(u).origin))] : [];
}

/** Resolved once per process. */
export const widgetConfig: WidgetConfig | null = readWidgetConfig(process.env);

/**
 * Origins of the configured questionnaire widget (script and stylesheets),
 * read by the same rules as the widget itself: no valid script URL, no host.
 * The pages' Content-Security-Policy allows them (entry.server).
 */
export function widgetOrigins(env?: Record<string, string | undefined>): string[] {
  return widgetConfigOrigins(env ? readWidgetConfig(env, () => {}) : widgetConfig);
}
