import { LAST_REVIEWED } from "~/facts/reviewed";
import type { TextPage } from "./types";

export const TERMS: TextPage = {
  path: "/terms",
  tag: "Terms",
  title: "Terms of Service",
  lead: "The Irish Housing Guide is a free public information service. By using it you accept these terms, which are written to be read.",
  updated: LAST_REVIEWED,
  sections: [
    {
      id: "information-not-advice",
      title: "General information, not advice",
      blocks: [
        { type: "p", text: "Everything on this site is general information about housing in Ireland. It is **not financial, legal or tax advice** and it is not a decision about your eligibility for any scheme. Your own situation may differ from the examples we give." },
        { type: "p", text: "Before you make a decision, check with the official body that runs the scheme or service (for example Revenue, your local authority or the Residential Tenancies Board) and, where it matters, a qualified adviser such as a solicitor, a mortgage broker regulated by the Central Bank, or the [Money Advice and Budgeting Service](https://mabs.ie/)." },
      ],
    },
    {
      id: "calculators",
      title: "Calculators and tools",
      blocks: [
        { type: "p", text: "Our calculators apply the rules and figures set out on each page to the numbers you enter. They are estimates. Fees charged by solicitors, surveyors, lenders and movers vary, and rules and rates change. The figure you pay is set by the professional or body concerned, not by this site." },
      ],
    },
    {
      id: "accuracy",
      title: "Accuracy and updates",
      blocks: [
        { type: "p", text: "We take figures from official sources, show where each comes from, and record when it was last reviewed. Schemes are changed by the Government, often in the Budget, so a figure can go out of date between reviews. If you spot one that is wrong, please [tell us](/contact)." },
      ],
    },
    {
      id: "links",
      title: "Links to other websites",
      blocks: [
        { type: "p", text: "We link to official and independent websites that we believe are useful. We are not responsible for their content, and a link is not an endorsement of any commercial service." },
      ],
    },
    {
      id: "use",
      title: "Using and sharing the site",
      blocks: [
        { type: "p", text: "You are welcome to link to any page and to share calculator results. Please do not copy large parts of the site and present them as your own, or use automated tools in a way that disrupts the service for others." },
      ],
    },
    {
      id: "liability",
      title: "Liability",
      blocks: [
        { type: "p", text: "We provide the site as it is, free of charge. To the extent the law allows, we are not liable for any loss arising from reliance on its content. Nothing in these terms limits any right you have as a consumer under Irish law." },
        { type: "p", text: "These terms are governed by the laws of Ireland." },
      ],
    },
  ],
};
