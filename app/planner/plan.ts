/**
 * The purchase planner: one pure function from a buyer, one or two homes and
 * the rules on a date (PlanTerms) to what each home needs. It composes the
 * rules, each written once in app/rules/ and shared with the tools, the
 * questionnaire and the calculator:
 *
 * 1. Mortgage: the most a lender may lend under the Central Bank's rules,
 *    the lower of the income multiple and the price less the minimum deposit
 *    (rules/borrowing.ts). The First Home Scheme asks buyers to borrow the
 *    most a participating lender offers, so the plan borrows that.
 * 2. Help to Buy on that mortgage (rules/help-to-buy.ts); the refund goes
 *    towards the deposit.
 * 3. First Home share: the gap between the price and the mortgage plus the
 *    minimum deposit (rules/first-home.ts), with the 20% cap when Help to Buy
 *    is due. Without a share (none due, or a gap under the smallest share)
 *    the buyer puts the whole gap down as a larger deposit.
 * 4. Local Authority Home Loan: within its limits or not, another route,
 *    since it cannot be combined with the First Home Scheme.
 *
 * Who each scheme is for (first-time, fresh start or other buyers) comes with
 * the terms, from the schemes' condition rules: a buyer a scheme is not open
 * to gets no refund, share or loan from it.
 * 5. Costs on the day: stamp duty as the cost calculator works it out
 *    (rules/stamp-duty.ts), the calculator's default fees and its mortgage
 *    costs (arrangement fee + valuation).
 * 6. Cash needed on the day: the deposit less the refund, plus the costs,
 *    against the savings; and what limits the plan.
 *
 * Whole euro throughout (the rules round limits down and minimums up).
 */
import { mortgageCostsFor } from "~/rules/mortgage-costs";
import { calculatorUrl } from "~/links";
import { maxMortgage } from "~/rules/borrowing";
import { ceilingIn, firstHomeShare, repaymentOnSale } from "~/rules/first-home";
import { helpToBuy } from "~/rules/help-to-buy";
import { lahlCheck } from "~/rules/local-authority-home-loan";
import { stampDutyFor } from "~/rules/stamp-duty";
import type { HomeInput, HomePlan, Plan, PlanInput, PlanLimit, PlanTerms } from "~/rules/plan-types";

/** The monthly repayment of a loan over `years` at `ratePercent` a year (the standard annuity formula), to the cent. */
export function monthlyRepayment(loan: number, ratePercent: number, years: number): number {
  const n = Math.round(years * 12);
  if (loan <= 0 || n <= 0) return 0;
  const i = ratePercent / 100 / 12;
  const payment = i === 0 ? loan / n : (loan * i) / (1 - (1 + i) ** -n);
  return Math.round(payment * 100) / 100;
}

export function planHome(input: PlanInput, home: HomeInput, terms: PlanTerms): HomePlan {
  const limits = terms.lending[input.buyer];
  const grossIncome = input.incomes.reduce((sum, x) => sum + x, 0);
  const mm = maxMortgage(home.price, grossIncome, limits);
  const mortgage = mm.mortgage;

  const htb = helpToBuy({ price: home.price, type: home.type, mortgage, buyer: input.buyer }, terms.helpToBuy);
  const ceiling = home.area ? ceilingIn(terms.ceilings, home.area, home.homeType) : null;
  const shareInput = { price: home.price, type: home.type, mortgage, deposit: mm.minDeposit, withHelpToBuy: htb.refund > 0, buyer: input.buyer };
  const fhs = firstHomeShare({ ...shareInput, ceiling: ceiling?.ceiling ?? null }, terms.firstHome);
  // A ceiling that is only reported is never a hard no: the plan also works out the share should the scheme's own ceiling be higher.
  const overReported = fhs.reasons.includes("over-ceiling") && ceiling?.certainty !== "official";
  const shareIfWithinCeiling = overReported ? firstHomeShare({ ...shareInput, ceiling: null }, terms.firstHome).share : 0;
  const lahl = lahlCheck({ incomes: input.incomes, price: home.price, area: home.area, buyer: input.buyer }, terms.lahl);

  const deposit = home.price - mortgage - fhs.share;
  const depositFromSavings = deposit - htb.refund;
  const newBuild = home.type === "new";
  const stampDuty = home.type === "self-build" ? null : stampDutyFor(home.price, { newBuild, homeType: home.homeType, bulk: false }, terms.vat, terms.duty);
  const f = terms.fees;
  const mortgageCosts = mortgageCostsFor({ mortgage, rate: f.arrangementPercent, valuation: f.valuation, broker: false, brokerFee: 0 });
  const total = (stampDuty ?? 0) + f.legal + f.survey + f.registration + mortgageCosts;
  const cashNeeded = depositFromSavings + total;
  const leftOver = input.savings === null ? null : input.savings - cashNeeded;

  const binding: PlanLimit[] = [mm.limitedBy === "income" ? "income" : "deposit-rule"];
  const h = htb.reasons;
  if (h.length === 1 && h[0] === "over-value") binding.push("htb-cap");
  if (fhs.gap > 0 && fhs.share === 0) {
    const r = fhs.reasons;
    if (r.includes("closed")) binding.push("fhs-closed");
    else if (r.includes("not-first-time")) binding.push("fhs-buyer");
    else if (r.includes("second-hand")) binding.push("fhs-new-only");
    else if (r.includes("over-ceiling")) binding.push("fhs-ceiling");
    else if (r.includes("under-minimum")) binding.push("fhs-minimum");
  }
  if (fhs.shortfall > 0) binding.push("fhs-cap");
  if (leftOver !== null && leftOver < 0) binding.push("savings");

  return {
    home,
    grossIncome,
    limits,
    loanLimit: mm.loanLimit,
    minDeposit: mm.minDeposit,
    mortgage,
    mortgageLimitedBy: mm.limitedBy,
    helpToBuy: htb,
    ceiling: ceiling?.ceiling ?? null,
    ceilingCertainty: ceiling?.certainty ?? null,
    areaLabel: ceiling?.areaLabel ?? null,
    firstHome: fhs,
    shareIfWithinCeiling,
    shareRepaidAtPrice: fhs.share ? repaymentOnSale(fhs.sharePercent, home.price) : 0,
    lahl,
    deposit,
    depositFromSavings,
    costs: { stampDuty, legal: f.legal, survey: f.survey, registration: f.registration, mortgage: mortgageCosts, total },
    cashNeeded,
    leftOver,
    binding,
    monthly: input.rate === null ? null : monthlyRepayment(mortgage, input.rate, input.termYears),
    calculatorHref: calculatorUrl({ price: home.price, mortgage, newBuild, homeType: home.homeType }),
  };
}

/** The plan for each home, under the rules in `terms` (the loader's date). */
export function planPurchase(input: PlanInput, terms: PlanTerms): Plan {
  return { on: terms.on, homes: input.homes.map((home) => planHome(input, home, terms)) };
}
