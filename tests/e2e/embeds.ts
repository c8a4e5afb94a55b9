/**
 * The tools embedded in guide and scheme pages, with answers worked by hand:
 * where each sits, what to type and what it must show. Shared by
 * tools-embed.spec.ts and the loading checks in perf.spec.ts.
 */
import type { Locator } from "@playwright/test";

export interface Embed {
  /** Guide page, opened where the tool sits. */
  path: string;
  title: string;
  toolPath: string;
  fill: (tool: Locator) => Promise<void>;
  /** Query the filled form submits. */
  query: string;
  expected: string[];
  /** What the empty result says, when not the tools' general "Fill in the form…". */
  pending?: string;
}

export const EMBEDS: Embed[] = [
  {
    path: "/renting/tenant-rights?topic=notice-calculator",
    title: "Notice period calculator",
    toolPath: "/tools/notice-period",
    fill: async (tool) => {
      await tool.getByLabel("My landlord gave me notice").check();
      await tool.getByLabel("Date the tenancy started").fill("2023-03-01");
      await tool.getByLabel("Date the notice is served").fill("2024-03-01");
    },
    query: "who=landlord&start=2023-03-01&served=2024-03-01",
    // No side is chosen for the reader (issue 36): the result asks for one.
    pending: "First choose what is happening",
    // Served after 6 July 2022: the 2022 table (180 days for 1 year to less than 7 years; it was 120 days under the 2019 table).
    expected: ["the notice must give you at least 180 days", "28 August 2024"],
  },
  {
    path: "/renting/guide?topic=rent-reviews",
    title: "Rent review calculator",
    toolPath: "/tools/rent-review",
    fill: async (tool) => {
      await tool.getByLabel("Date the tenancy started").fill("2024-02-29");
      await tool.getByLabel("Date the rent was last set").fill("2024-02-29");
      await tool.getByLabel("Current monthly rent (€)").fill("2000");
      await tool.getByLabel("Rise in prices since the rent was last set (%)").fill("4");
      await tool.getByLabel("Date of the review (optional)").fill("2026-03-01");
    },
    // 24 months to 1 March 2026: the lower of 2% × 2 and the 4% rise = 4%.
    query: "start=2024-02-29&set=2024-02-29&rent=2000&cpi=4&kind=standard&review=2026-03-01",
    expected: ["28 February 2025", "€2,080 a month"],
  },
  {
    path: "/buying/mortgage-process#mortgage-options",
    title: "Borrowing limit calculator",
    toolPath: "/tools/borrowing",
    fill: async (tool) => {
      await tool.getByLabel("Your gross yearly income (€)").fill("60000");
      await tool.getByLabel("Savings for the deposit (€)").fill("50000");
    },
    query: "buyer=first&income=60000&savings=50000",
    expected: ["€266,666", "€239,999"],
  },
  {
    path: "/schemes/help-to-buy",
    title: "Scheme amounts calculator",
    toolPath: "/tools/scheme-amounts",
    fill: async (tool) => {
      await tool.getByLabel("Price of the home (€)").fill("250000");
      await tool.getByLabel("Which local authority area is the home in?").selectOption("mayo");
      await tool.getByLabel("Mortgage approved (€)").fill("200000");
      await tool.getByLabel("Your deposit (€)").fill("25000");
    },
    query: "price=250000&type=new&area=mayo&mortgage=200000&deposit=25000&htb=yes",
    expected: ["Help to Buy refund: €25,000", "First Home Scheme share: €25,000 (10%)"],
  },
  {
    path: "/schemes/first-home",
    title: "Scheme amounts calculator",
    toolPath: "/tools/scheme-amounts",
    fill: async (tool) => {
      await tool.getByLabel("Price of the home (€)").fill("350000");
      await tool.getByLabel("Which local authority area is the home in?").selectOption("mayo");
      await tool.getByLabel("Mortgage approved (€)").fill("245000");
      await tool.getByLabel("Your deposit (€)").fill("15000");
      await tool.getByRole("group", { name: "Will you also claim Help to Buy?" }).getByLabel("No").check();
      await tool.getByLabel("Price of a later sale (€, optional)").fill("400000");
    },
    query: "price=350000&type=new&area=mayo&mortgage=245000&deposit=15000&htb=no&sale=400000",
    expected: ["First Home Scheme share: €90,000 (25.7%)", "€102,800"],
  },
];

/** The case for the guide at `path`. */
export function embedAt(path: string): Embed {
  const embed = EMBEDS.find((e) => e.path === path);
  if (!embed) throw new Error(`No embedded-tool case for ${path}`);
  return embed;
}
