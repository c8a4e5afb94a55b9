import { LAST_REVIEWED } from "~/facts/reviewed";
import { SOURCES } from "~/facts/sources";
import type { LinkCard } from "../types";

export const CONTACT = {
  path: "/contact",
  tag: "Contact",
  title: "Contact us",
  lead: "Questions about the site, a figure you think is out of date, or an idea to make it better: we'd like to hear from you.",
  updated: LAST_REVIEWED,
  reachUs: {
    title: "Get in touch",
    text: "E-mail is the best way to reach us. We read every message. Please don't send personal financial details: we can't give advice on individual cases.",
    emailLabel: "E-mail",
    phoneLabel: "Phone",
    addressLabel: "Based in",
  },
  adviceTitle: "Need personal advice?",
  adviceText: "We can't advise on individual situations. These free, independent services can:",
  advice: [
    { title: "Threshold", description: "Free advice for renters facing problems with their tenancy, including a tenancy protection service.", url: SOURCES.threshold.url, icon: "shield", accent: "blue" },
    { title: "Citizens Information", description: "Information and advice on housing, social welfare and your rights, online, by phone or in person.", url: SOURCES.citizensInformation.url, icon: "info", accent: "green" },
    { title: "Money Advice and Budgeting Service", description: "Free, confidential help with budgeting, debt and mortgage arrears.", url: SOURCES.mabs.url, icon: "wallet", accent: "purple" },
    { title: "Residential Tenancies Board", description: "Registers tenancies and resolves disputes between landlords and tenants.", url: SOURCES.rtb.url, icon: "scale", accent: "amber" },
  ] satisfies LinkCard[],
  reportTitle: "Spotted an error?",
  reportText: "Every figure on this site shows its source and the date it was last checked. If a figure is wrong or out of date, e-mail us the page address and the official source, and we'll correct it.",
};
