import { createElement, Fragment, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { keepUnchanged } from "~/lib/unchanged";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const how = (date: string) => (
  <ol>
    <li key="a">Rule one, in force since {date}</li>
    <li key="b">Rule two</li>
  </ol>
);

const result = (price: string, date = "1 May 2025") => (
  <section className="result">
    <p data-answer="">You can buy up to {price}.</p>
    <dl>
      <Figure label="Price" value={price} />
      <Figure label="Deposit" value="€40,000" />
    </dl>
    {how(date)}
  </section>
);

const children = (el: ReactElement) => (el.props as { children: ReactElement[] }).children;

describe("keepUnchanged", () => {
  it("gives back the earlier tree itself when nothing changed, so React redraws none of it", () => {
    const before = result("€350,000");
    expect(keepUnchanged(before, result("€350,000"))).toBe(before);
  });

  it("shares every part that stayed the same and rebuilds only the path to what changed", () => {
    const before = result("€350,000");
    const after = result("€345,000");
    const kept = keepUnchanged(before, after);
    expect(kept).not.toBe(before);
    // The explanation and the deposit's figure are the earlier objects: React skips them.
    expect(children(kept)[2]).toBe(children(before)[2]);
    const [price, deposit] = children(children(kept)[1]);
    expect(deposit).toBe(children(children(before)[1])[1]);
    // The price's figure and the answer are drawn with the new words.
    expect(price).not.toBe(children(children(before)[1])[0]);
    expect(renderToStaticMarkup(kept)).toBe(renderToStaticMarkup(after));
    expect(renderToStaticMarkup(kept)).toContain("€345,000");
  });

  it("draws a part again when its type, key or any value in it differs", () => {
    const before = result("€350,000", "1 May 2025");
    const kept = keepUnchanged(before, result("€350,000", "2 May 2025"));
    expect(children(kept)[2]).not.toBe(children(before)[2]);
    expect(renderToStaticMarkup(kept)).toContain("2 May 2025");
    const a = <li key="a">x</li>;
    expect(keepUnchanged(a, <li key="b">x</li>)).not.toBe(a);
    expect(keepUnchanged(a, <p key="a">x</p>)).not.toBe(a);
  });

  it("keeps a handler only if it is the same function, so a new one is never lost", () => {
    const onClick = () => {};
    const before = <button onClick={onClick}>Print</button>;
    expect(keepUnchanged(before, <button onClick={onClick}>Print</button>)).toBe(before);
    const fresh = () => {};
    const kept = keepUnchanged(before, <button onClick={fresh}>Print</button>);
    expect((kept.props as { onClick: unknown }).onClick).toBe(fresh);
  });

  it("compares plain data (arrays, objects) by value and lists by position", () => {
    const rows = [{ label: "Price", value: "€1" }, { label: "Deposit", value: "€2" }];
    const same = keepUnchanged(rows, [{ label: "Price", value: "€1" }, { label: "Deposit", value: "€2" }]);
    expect(same).toBe(rows);
    const grown = keepUnchanged(rows, [{ label: "Price", value: "€1" }, { label: "Deposit", value: "€3" }, { label: "Fees", value: "€4" }]);
    expect(grown[0]).toBe(rows[0]);
    expect(grown[1]).toEqual({ label: "Deposit", value: "€3" });
    expect(grown).toHaveLength(3);
    const list = (n: number) => <ul>{Array.from({ length: n }, (_, i) => <li key={i}>{i}</li>)}</ul>;
    const before = list(2);
    const kept = keepUnchanged(before, list(3));
    expect(renderToStaticMarkup(kept)).toBe("<ul><li>0</li><li>1</li><li>2</li></ul>");
    expect((kept.props as { children: ReactElement[] }).children[0]).toBe((before.props as { children: ReactElement[] }).children[0]);
  });

  it("treats objects that are not plain data (dates, class instances) as equal only to themselves", () => {
    const day = new Date("2025-05-01");
    const kept = keepUnchanged({ day }, { day: new Date("2025-05-01") });
    expect(kept.day).not.toBe(day);
    const frag = createElement(Fragment, null, "a", "b");
    expect(keepUnchanged(frag, createElement(Fragment, null, "a", "b"))).toBe(frag);
  });
});
