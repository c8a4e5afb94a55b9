/**
 * Turns server-rendered HTML (React's renderToString output: every element
 * closed, attributes double-quoted, `<!-- -->` between adjacent texts) into
 * a plain tree, [tag, props, ...children] with text as strings, that the
 * route sends as loader data and renders back into React elements. Written
 * for that output, not for HTML in general.
 */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RAW = new Set(["script", "style"]);
const BOOLEAN = new Set(["hidden", "disabled", "checked", "open", "required", "multiple", "selected", "async", "defer", "readonly", "autofocus", "novalidate", "formnovalidate", "itemscope", "allowfullscreen", "playsinline", "reversed", "loop", "muted", "controls", "nomodule", "default"]);
const RENAME = {
  class: "className", for: "htmlFor", tabindex: "tabIndex", readonly: "readOnly", maxlength: "maxLength", minlength: "minLength",
  autocomplete: "autoComplete", colspan: "colSpan", rowspan: "rowSpan", datetime: "dateTime", srcset: "srcSet", crossorigin: "crossOrigin",
  enterkeyhint: "enterKeyHint", inputmode: "inputMode", spellcheck: "spellCheck", autofocus: "autoFocus", novalidate: "noValidate",
  formnovalidate: "formNoValidate", "accept-charset": "acceptCharset", "http-equiv": "httpEquiv", itemscope: "itemScope", itemprop: "itemProp",
  itemtype: "itemType", viewbox: "viewBox", allowfullscreen: "allowFullScreen", playsinline: "playsInline", referrerpolicy: "referrerPolicy",
  contenteditable: "contentEditable", accesskey: "accessKey", usemap: "useMap", frameborder: "frameBorder", hreflang: "hrefLang",
};

const decode = (s) => s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, e) => {
  const k = e.toLowerCase();
  if (k[0] === "#") return String.fromCodePoint(k[1] === "x" ? parseInt(k.slice(2), 16) : Number(k.slice(1)));
  return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }[k];
});
const camel = (s) => s.replace(/[-:]([a-z])/g, (_, c) => c.toUpperCase());

function styleObject(css) {
  const out = {};
  for (const decl of css.split(";")) {
    const i = decl.indexOf(":");
    if (i < 0) continue;
    const name = decl.slice(0, i).trim();
    out[name.startsWith("--") ? name : camel(name)] = decl.slice(i + 1).trim();
  }
  return out;
}

function props(tag, attrs) {
  const p = {};
  for (const [, name, value = ""] of attrs.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
    const v = decode(value);
    if (name === "style") p.style = styleObject(v);
    else if (name === "value" && (tag === "input" || tag === "textarea" || tag === "select")) p.defaultValue = v;
    else if (name === "checked" && tag === "input") p.defaultChecked = true;
    else if (name === "selected") continue; // the select's value says it
    else if (name.startsWith("aria-") || name.startsWith("data-")) p[name] = v;
    else if (BOOLEAN.has(name)) p[RENAME[name] ?? name] = true;
    else if (RENAME[name]) p[RENAME[name]] = v;
    else if (/[-:]/.test(name)) p[camel(name)] = v; // SVG presentation attributes: stroke-width -> strokeWidth
    else p[name] = v;
  }
  return p;
}

/** Every top-level element of `html` (with everything inside each) as trees; text between them is dropped. */
export function htmlToTrees(html) {
  const root = ["#root", {}];
  const stack = [root];
  const re = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/g;
  let m;
  while ((m = re.exec(html))) {
    const top = stack[stack.length - 1];
    if (m[0].startsWith("<!--")) continue;
    if (m[1]) {
      if (stack.length > 1) stack.pop();
    } else if (m[2]) {
      const tag = m[2];
      const node = [tag, props(tag, m[3] ?? "")];
      top.push(node);
      if (RAW.has(tag)) {
        const end = html.indexOf(`</${tag}>`, re.lastIndex);
        node[1].dangerouslySetInnerHTML = { __html: html.slice(re.lastIndex, end) };
        re.lastIndex = end + tag.length + 3;
      } else if (!m[4] && !VOID.has(tag)) stack.push(node);
    } else if (m[5] && stack.length > 1) top.push(decode(m[5]));
  }
  return root.slice(2);
}
