/**
 * The eligibility rules over a table of cases: each scheme's in and out
 * edges, with the figures from facts.ts. A case names the scheme, the
 * expected status and, where it matters, which checks pass or fail.
 */
import { describe, expect, it } from "vitest";
import { costRental, firstHome, helpToBuy, mortgageAllowance, socialHousing } from "~/content/facts";
import { evaluate, helpToBuyRefund, type Profile, type SchemeId, type SchemeResult, type Status } from "~/questionnaire/rules";

/** A first-time buyer of a new home in Cork, renting privately and working full time. */
const BUYER: Profile = {
  tenure: "buy",
  firstTime: true,
  build: "new",
  county: "cork",
  gross: 80_000,
  net: 60_000,
  price: 350_000,
  deposit: 35_000,
  mortgage: 280_000,
  living: "private",
  hours: "over",
};

/** A renter in Dublin on a modest income, renting privately and working part time. */
const RENTER: Profile = { tenure: "rent", county: "dublin", gross: 36_000, net: 30_000, rent: 900, living: "private", hours: "under" };

interface Case {
  name: string;
  profile: Profile;
  scheme: SchemeId;
  status: Status;
  /** Check codes expected to pass / fail. */
  ok?: string[];
  fail?: string[];
  notes?: string[];
  amount?: number;
  /** The date to evaluate on (ISO), for a rule that has changed; default today. */
  on?: string;
}

const buyer = (o: Partial<Profile>): Profile => ({ ...BUYER, ...o });
const renter = (o: Partial<Profile>): Profile => ({ ...RENTER, ...o });

const CASES: Case[] = [
  // Help to Buy
  { name: "HTB: first-time buyer, new home, 350k: refund capped at 30k", profile: BUYER, scheme: "helpToBuy", status: "likely", ok: ["htb.firstTime", "htb.build", "htb.price", "htb.mortgage"], amount: 30_000 },
  { name: "HTB: 250k home: refund is 10% (25k)", profile: buyer({ price: 250_000, deposit: 25_000, mortgage: 200_000 }), scheme: "helpToBuy", status: "likely", amount: 25_000 },
  { name: "HTB: price exactly at the 500k limit is in", profile: buyer({ county: "dublin", price: 500_000, deposit: 50_000, mortgage: 350_000, gross: 100_000 }), scheme: "helpToBuy", status: "likely", ok: ["htb.price"] },
  { name: "HTB: price 1 euro over 500k is out", profile: buyer({ price: 500_001, deposit: 50_001, mortgage: 400_000, gross: 100_000 }), scheme: "helpToBuy", status: "unlikely", fail: ["htb.price"] },
  { name: "HTB: mortgage exactly 70% of the price is in", profile: buyer({ mortgage: 245_000 }), scheme: "helpToBuy", status: "likely", ok: ["htb.mortgage"] },
  { name: "HTB: mortgage just under 70% is out", profile: buyer({ mortgage: 244_999 }), scheme: "helpToBuy", status: "unlikely", fail: ["htb.mortgage"] },
  { name: "HTB: not a first-time buyer is out", profile: buyer({ firstTime: false }), scheme: "helpToBuy", status: "unlikely", fail: ["htb.firstTime"] },
  { name: "HTB: second-hand home is out", profile: buyer({ build: "second-hand" }), scheme: "helpToBuy", status: "unlikely", fail: ["htb.build"] },
  { name: "HTB: self-build is in", profile: buyer({ build: "self-build" }), scheme: "helpToBuy", status: "likely", ok: ["htb.build"], notes: ["htb.refund"] },
  { name: "HTB: renting is out", profile: RENTER, scheme: "helpToBuy", status: "unlikely", fail: ["buying"] },

  // First Home Scheme
  { name: "FHS: Cork at 350k with HTB: gap after the refund is within 20%", profile: BUYER, scheme: "firstHome", status: "likely", ok: ["fhs.price", "fhs.deposit", "fhs.mortgage", "fhs.shareWithHtb"], amount: 5_000 },
  { name: "FHS: Cork at the 400k ceiling is in", profile: buyer({ price: 400_000, deposit: 40_000, mortgage: 300_000 }), scheme: "firstHome", status: "likely", ok: ["fhs.price"] },
  { name: "FHS: Cork 1 euro over the 400k ceiling is out", profile: buyer({ price: 400_001, deposit: 40_001, mortgage: 300_000 }), scheme: "firstHome", status: "unlikely", fail: ["fhs.price"] },
  { name: "FHS: Dublin at the 475k ceiling is in", profile: buyer({ county: "dublin", price: 475_000, deposit: 47_500, mortgage: 340_000, gross: 90_000 }), scheme: "firstHome", status: "likely", ok: ["fhs.price"] },
  { name: "FHS: Dublin 1 euro over 475k is out", profile: buyer({ county: "dublin", price: 475_001, deposit: 47_501, mortgage: 340_000, gross: 90_000 }), scheme: "firstHome", status: "unlikely", fail: ["fhs.price"] },
  { name: "FHS: Kerry (rest of Ireland) at 375k is in", profile: buyer({ county: "kerry", price: 375_000, deposit: 37_500, mortgage: 300_000 }), scheme: "firstHome", status: "likely", ok: ["fhs.price"] },
  { name: "FHS: Kerry at 375,001 is out", profile: buyer({ county: "kerry", price: 375_001, deposit: 37_501, mortgage: 300_000 }), scheme: "firstHome", status: "unlikely", fail: ["fhs.price"] },
  { name: "FHS: Waterford uses the 400k city ceiling", profile: buyer({ county: "waterford", price: 390_000, deposit: 39_000, mortgage: 300_000 }), scheme: "firstHome", status: "likely", ok: ["fhs.price"] },
  { name: "FHS: deposit exactly 10% is in", profile: buyer({ deposit: 35_000 }), scheme: "firstHome", status: "likely", ok: ["fhs.deposit"] },
  { name: "FHS: deposit under 10% is out", profile: buyer({ deposit: 34_999 }), scheme: "firstHome", status: "unlikely", fail: ["fhs.deposit"] },
  { name: "FHS: mortgage under 70% is out", profile: buyer({ mortgage: 240_000 }), scheme: "firstHome", status: "unlikely", fail: ["fhs.mortgage"] },
  { name: "FHS: no gap to fill is out", profile: buyer({ deposit: 70_000, mortgage: 280_000 }), scheme: "firstHome", status: "unlikely", fail: ["fhs.gap"] },
  { name: "FHS: HTB refund would cover the gap alone: share check on its own", profile: buyer({ price: 300_000, deposit: 30_000, mortgage: 250_000 }), scheme: "firstHome", status: "likely", ok: ["fhs.share"], notes: ["fhs.htbCoversGap"], amount: 20_000 },
  { name: "FHS: second-hand without HTB: 20% gap within 30%, but confirm the home", profile: buyer({ build: "second-hand", price: 300_000, deposit: 30_000, mortgage: 210_000 }), scheme: "firstHome", status: "check", ok: ["fhs.share"], notes: ["fhs.secondHand"], amount: 60_000 },
  { name: "FHS: not a first-time buyer: ask the scheme", profile: buyer({ firstTime: false, gross: 100_000 }), scheme: "firstHome", status: "check", notes: ["fhs.notFirstTime"] },
  { name: "FHS: renting is out", profile: RENTER, scheme: "firstHome", status: "unlikely", fail: ["buying"] },

  // Lending rules
  { name: "Lending: 280k within 4x of 80k, 10% deposit", profile: BUYER, scheme: "lending", status: "likely", ok: ["lend.lti", "lend.deposit"] },
  { name: "Lending: 280k over 4x of 60k", profile: buyer({ gross: 60_000 }), scheme: "lending", status: "check", fail: ["lend.lti"] },
  // Other buyers needed 20% until 31 December 2022 (the spec's figure), 10% from 1 January 2023.
  { name: "Lending: other buyer at exactly 3.5x, but deposit under 20% (2022)", profile: buyer({ firstTime: false, gross: 80_000 }), scheme: "lending", status: "check", ok: ["lend.lti"], fail: ["lend.deposit"], on: "2022-12-31" },
  { name: "Lending: other buyer at exactly 3.5x with 10% deposit (from 2023)", profile: buyer({ firstTime: false, gross: 80_000 }), scheme: "lending", status: "likely", ok: ["lend.lti", "lend.deposit"], on: "2023-01-01" },
  { name: "Lending: no approval yet", profile: buyer({ mortgage: 0 }), scheme: "lending", status: "likely", notes: ["lend.noApproval", "lend.gap"] },

  // Mortgage Allowance
  { name: "MA: local authority tenant buying with a mortgage", profile: buyer({ living: "council" }), scheme: "mortgageAllowance", status: "likely", ok: ["ma.tenant", "ma.mortgage"], amount: mortgageAllowance.total },
  { name: "MA: mortgage exactly at the 38,092.14 minimum is in", profile: buyer({ living: "council", price: 100_000, deposit: 10_000, mortgage: 38_092.14 }), scheme: "mortgageAllowance", status: "likely", ok: ["ma.mortgage"] },
  { name: "MA: mortgage 1 cent under the minimum is out", profile: buyer({ living: "council", price: 100_000, deposit: 10_000, mortgage: 38_092.13 }), scheme: "mortgageAllowance", status: "unlikely", fail: ["ma.mortgage"] },
  { name: "MA: private renter is out", profile: BUYER, scheme: "mortgageAllowance", status: "unlikely", fail: ["ma.tenant"] },
  { name: "MA: renting is out", profile: renter({ living: "council" }), scheme: "mortgageAllowance", status: "unlikely", fail: ["buying"] },

  // Cost Rental (net income under 53,000)
  { name: "Cost Rental: net 52,999 is in", profile: renter({ net: 52_999, gross: 70_000 }), scheme: "costRental", status: "likely", ok: ["cr.income"] },
  { name: "Cost Rental: net exactly 53,000 is out", profile: renter({ net: 53_000, gross: 70_000 }), scheme: "costRental", status: "unlikely", fail: ["cr.income"] },
  { name: "Cost Rental: a buyer is told it is a way to rent", profile: BUYER, scheme: "costRental", status: "unlikely", notes: ["cr.buying"] },

  // Social housing (net income against the band for the county)
  { name: "Social: Dublin (Band 1) at the 35k minimum is in", profile: renter({ net: 35_000, gross: 40_000 }), scheme: "socialHousing", status: "likely", ok: ["sh.income"], notes: ["sh.band"] },
  { name: "Social: Dublin 35,001 is within the range: check", profile: renter({ net: 35_001, gross: 40_000 }), scheme: "socialHousing", status: "check", fail: ["sh.incomeInRange"] },
  { name: "Social: Dublin at the 42k maximum: check", profile: renter({ net: 42_000, gross: 50_000 }), scheme: "socialHousing", status: "check", fail: ["sh.incomeInRange"] },
  { name: "Social: Dublin 42,001 is out", profile: renter({ net: 42_001, gross: 50_000 }), scheme: "socialHousing", status: "unlikely", fail: ["sh.income"] },
  { name: "Social: Kildare is Band 1 too", profile: renter({ county: "kildare", net: 34_000 }), scheme: "socialHousing", status: "likely", notes: ["sh.band"] },
  { name: "Social: Cork (Band 2) at 30k is in", profile: renter({ county: "cork", net: 30_000 }), scheme: "socialHousing", status: "likely", ok: ["sh.income"] },
  { name: "Social: Cork 36,001 is out", profile: renter({ county: "cork", net: 36_001, gross: 45_000 }), scheme: "socialHousing", status: "unlikely", fail: ["sh.income"] },
  { name: "Social: Meath is not named: treated as Band 3, confirm", profile: renter({ county: "meath", net: 25_000 }), scheme: "socialHousing", status: "check", ok: ["sh.income"], notes: ["sh.bandAssumed"] },
  { name: "Social: Waterford over the Band 3 maximum is out", profile: renter({ county: "waterford", net: 30_001 }), scheme: "socialHousing", status: "unlikely", fail: ["sh.income"] },

  // HAP
  { name: "HAP: already on HAP", profile: renter({ living: "hap" }), scheme: "hap", status: "likely", ok: ["hap.already"] },
  { name: "HAP: council tenant is out", profile: renter({ living: "council" }), scheme: "hap", status: "unlikely", fail: ["hap.council"] },
  { name: "HAP: qualifies for social housing: check with the local authority", profile: renter({ net: 30_000 }), scheme: "hap", status: "check", ok: ["hap.social"] },
  { name: "HAP: income above the band is out", profile: renter({ net: 45_000, gross: 60_000 }), scheme: "hap", status: "unlikely", fail: ["hap.social"] },

  // Rent Supplement (working under 30 hours)
  { name: "Rent Supplement: private renter under 30 hours", profile: RENTER, scheme: "rentSupplement", status: "likely", ok: ["rs.private", "rs.hours"] },
  { name: "Rent Supplement: 30 hours or more is out", profile: renter({ hours: "over" }), scheme: "rentSupplement", status: "unlikely", fail: ["rs.hours"] },
  { name: "Rent Supplement: already getting it", profile: renter({ living: "rs-short" }), scheme: "rentSupplement", status: "likely", ok: ["rs.already"] },
  { name: "Rent Supplement: not renting privately is out", profile: renter({ living: "other" }), scheme: "rentSupplement", status: "unlikely", fail: ["rs.private"] },
  { name: "Rent Supplement: on HAP: check", profile: renter({ living: "hap" }), scheme: "rentSupplement", status: "check", notes: ["rs.hap"] },

  // RAS (18 months on Rent Supplement)
  { name: "RAS: 18 months or more on Rent Supplement", profile: renter({ living: "rs-long" }), scheme: "ras", status: "likely", ok: ["ras.months"] },
  { name: "RAS: under 18 months is out", profile: renter({ living: "rs-short" }), scheme: "ras", status: "unlikely", fail: ["ras.tooSoon"] },
  { name: "RAS: no Rent Supplement is out", profile: RENTER, scheme: "ras", status: "unlikely", fail: ["ras.needsRs"] },

  // Rent Tax Credit
  { name: "Rent Tax Credit: private renter", profile: RENTER, scheme: "rentTaxCredit", status: "likely", ok: ["rtc.renting"], notes: ["rtc.amount"] },
  { name: "Rent Tax Credit: a buyer renting privately now", profile: BUYER, scheme: "rentTaxCredit", status: "likely" },
  { name: "Rent Tax Credit: not paying rent is out", profile: renter({ living: "other" }), scheme: "rentTaxCredit", status: "unlikely", fail: ["rtc.renting"] },
  { name: "Rent Tax Credit: HAP: check with Revenue", profile: renter({ living: "hap" }), scheme: "rentTaxCredit", status: "check", notes: ["rtc.supported"] },

  // Rent budget (30% of gross monthly income)
  { name: "Rent budget: 900 on 3,000 a month is exactly 30%", profile: RENTER, scheme: "rentBudget", status: "likely", ok: ["rent.afford"] },
  { name: "Rent budget: 1 euro over 30%", profile: renter({ rent: 901 }), scheme: "rentBudget", status: "check", fail: ["rent.afford"] },
];

function find(profile: Profile, id: SchemeId, on?: string): SchemeResult {
  const r = evaluate(profile, on).results.find((x) => x.id === id);
  if (!r) throw new Error(`no result for ${id}`);
  return r;
}

describe("eligibility rules: table", () => {
  it("has at least 20 cases, covering every scheme", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
    const covered = new Set(CASES.map((c) => c.scheme));
    for (const id of ["helpToBuy", "firstHome", "mortgageAllowance", "lending", "rentBudget", "costRental", "socialHousing", "hap", "rentSupplement", "ras", "rentTaxCredit"]) {
      expect(covered.has(id as SchemeId), id).toBe(true);
    }
  });

  it.each(CASES)("$name", (c) => {
    const r = find(c.profile, c.scheme, c.on);
    expect(r.status).toBe(c.status);
    for (const code of c.ok ?? []) expect(r.checks.find((x) => x.code === code), `${code} passes`).toMatchObject({ ok: true });
    for (const code of c.fail ?? []) expect(r.checks.find((x) => x.code === code), `${code} fails`).toMatchObject({ ok: false });
    for (const code of c.notes ?? []) expect(r.notes.map((n) => n.code)).toContain(code);
    if (c.amount !== undefined) expect(r.amount).toBe(c.amount);
  });
});

describe("eligibility rules: details", () => {
  it("Help to Buy refund is the lowest of 30,000 or 10% of the price (spec examples)", () => {
    for (const { price, refund } of helpToBuy.examples) expect(helpToBuyRefund(price)).toBe(refund);
    expect(helpToBuyRefund(1_000_000)).toBe(helpToBuy.maxRefund);
  });

  it("reports the figures it compared", () => {
    const fhs = find(buyer({ county: "dublin", price: 480_000, deposit: 48_000, mortgage: 400_000, gross: 120_000 }), "firstHome");
    expect(fhs.checks.find((c) => c.code === "fhs.price")!.values).toMatchObject({ price: 480_000, limit: firstHome.priceCeilings[0]!.ceiling, area: "dublin" });
    const cr = find(RENTER, "costRental");
    expect(cr.checks[0]!.values).toMatchObject({ net: 30_000, limit: costRental.incomeLimit });
    const sh = find(renter({ county: "galway" }), "socialHousing");
    const band2 = socialHousing.incomeBands.find((b) => b.band === 2)!;
    expect(sh.checks[0]!.values).toMatchObject({ band: 2, min: band2.min, max: band2.max });
  });

  it("First Home with Help to Buy: the share is checked after the refund, against the 20% cap", () => {
    const r = find(BUYER, "firstHome");
    const combined = r.checks.find((c) => c.code === "fhs.shareWithHtb")!;
    expect(combined.values).toMatchObject({ refund: 30_000, gap: 5_000, cap: firstHome.maxShareWithHelpToBuyPercent });
    // Without Help to Buy (second-hand), the cap is 30% and the whole gap counts.
    const alone = find(buyer({ build: "second-hand" }), "firstHome").checks.find((c) => c.code === "fhs.share")!;
    expect(alone.values).toMatchObject({ gap: 35_000, share: 10, cap: firstHome.maxSharePercent });
  });

  it("lists buying items for buyers and the rent budget for renters, with a calculator link only for buyers", () => {
    const b = evaluate(BUYER);
    expect(b.results.map((r) => r.id)).toContain("lending");
    expect(b.results.map((r) => r.id)).not.toContain("rentBudget");
    expect(b.calculator).toEqual({ price: 350_000, mortgage: 280_000 });
    const r = evaluate(RENTER);
    expect(r.results.map((x) => x.id)).toContain("rentBudget");
    expect(r.results.map((x) => x.id)).not.toContain("lending");
    expect(r.calculator).toBeUndefined();
  });

  it("gives no amount for a scheme that is ruled out", () => {
    expect(find(buyer({ build: "second-hand" }), "helpToBuy").amount).toBeUndefined();
    expect(find(BUYER, "mortgageAllowance").amount).toBeUndefined();
  });
});
