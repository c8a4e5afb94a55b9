/**
 * Social housing eligibility: the base net income limit of the band each
 * council in the person's county is in, in force on the date (or the limits
 * that last applied: schemeStatusOn). Within the lowest of them the person
 * qualifies on income. Dublin, Kildare and the rest have one band for the
 * whole county; Cork and Galway have a city council in Band 1 and a county
 * council in Band 2, so between the two limits it depends on where they
 * apply. Above the base limit the result says to check, not "unlikely": the
 * limit is higher for a larger household, by amounts no official page we
 * found states.
 */
import { ruleOn } from "~/facts/dated";
import { socialHousing, socialHousingBandsRule, socialHousingThresholdsRule } from "~/facts/schemes";
import { schemeStatusOn } from "../scheme-status";
import { result, type Area, type Check, type Note, type SchemeResult } from "./result";

export function socialHousingEligibility(net: number, area: Area, on: string): SchemeResult {
  const thresholds = schemeStatusOn(socialHousingThresholdsRule, on).terms;
  const bands = schemeStatusOn(socialHousingBandsRule, on).terms;
  const councils = area.councils.map((c) => ({ name: c.name, band: bands[c.id], limit: thresholds[bands[c.id]] }));
  const low = Math.min(...councils.map((c) => c.limit));
  const high = Math.max(...councils.map((c) => c.limit));
  const county = area.county;
  const check: Check =
    net <= low
      ? { code: "sh.income", ok: true, values: { net, limit: low } }
      : net <= high
        ? { code: "sh.incomeCouncil", ok: false, soft: true, values: { net, low, high, county } }
        : { code: "sh.incomeAboveBase", ok: false, soft: true, values: { net, limit: high } };
  const notes: Note[] = [
    {
      code: "sh.bands",
      // One line per band in the county: "1|40000|Cork City Council", for the words module to phrase.
      values: { county, bands: [...new Set(councils.map((c) => `${c.band}|${c.limit}|${councils.filter((x) => x.band === c.band).map((x) => x.name).join(" and ")}`))].join(";"), all: councils.length },
    },
  ];
  const earlier = ruleOn(socialHousingThresholdsRule, on);
  const before = earlier.earlier[0];
  if (earlier.state === "current" && before && earlier.period?.from) {
    notes.push({ code: "sh.history", values: { from: earlier.period.from, b1: before.value[1], b2: before.value[2], b3: before.value[3] } });
  }
  notes.push({ code: "sh.rent", values: { percent: socialHousing.rentPercentOfIncome, min: socialHousing.waitYears.min, max: socialHousing.waitYears.max } });
  return result("socialHousing", [check], notes);
}
