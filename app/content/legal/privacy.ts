import { LAST_REVIEWED } from "~/facts/reviewed";
import type { TextPage } from "./types";

export const PRIVACY: TextPage = {
  path: "/privacy",
  tag: "Your privacy",
  title: "Privacy Policy",
  lead: "The Irish Housing Guide is built so that it does not need to know anything about you. There are no accounts, no sign-in, no tracking and no analytics. This page explains exactly what happens when you visit.",
  updated: LAST_REVIEWED,
  sections: [
    {
      id: "what-we-collect",
      title: "What we collect",
      blocks: [
        { type: "p", text: "**Nothing that identifies you is stored.** We do not ask for your name, e-mail address or any other personal details, and we do not keep the figures you type into the calculators or the answers you give to the questionnaire." },
        { type: "p", text: "When you use a calculator, a tool or the questionnaire, your inputs are placed in the page's web address (for example ?price=350000). That is what lets you share a result with a partner, broker or solicitor. The address stays in your browser and in any message you choose to send; we do not save it." },
      ],
    },
    {
      id: "server-logs",
      title: "Server logs",
      blocks: [
        { type: "p", text: "Like every website, our server receives technical information with each request: the page asked for, the time, and the response size and status. This is used only to keep the site running and to spot faults, such as links that lead nowhere. We do not combine it with any other data, and we do not use it to build a profile of anyone." },
        { type: "p", text: "If the site is served through a hosting provider or content delivery network, that provider may keep short-lived access logs for security and to stop abuse, under its own data processing terms." },
      ],
    },
    {
      id: "cookies",
      title: "Cookies and tracking",
      blocks: [
        { type: "p", text: "We set no cookies and use no analytics, advertising or social media trackers. Read our [Cookie Policy](/cookies) for the detail." },
      ],
    },
    {
      id: "third-parties",
      title: "Links to other websites",
      blocks: [
        { type: "p", text: "We link to official bodies such as Revenue, the Residential Tenancies Board and Citizens Information. Those links open in a new tab, and those websites have their own privacy policies. We send them nothing about you beyond what your browser sends when you follow any link." },
        { type: "p", text: "The questionnaire built into this site runs entirely in your browser and on our server, with no outside service. If an operator of this site configures an external questionnaire provider instead, its script loads only when you open the questionnaire, and that provider's own privacy policy applies to what you type into it." },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      blocks: [
        { type: "p", text: "Under the General Data Protection Regulation you have the right to ask what personal data an organisation holds about you, and to have it corrected or erased. Because we hold no personal data about visitors, there is normally nothing to give or delete, but you are welcome to ask us: see [Contact us](/contact)." },
        { type: "p", text: "You can also raise a concern with the [Data Protection Commission](https://www.dataprotection.ie/), Ireland's data protection regulator." },
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        { type: "p", text: "If we ever change how the site handles information, we will update this page before the change takes effect and show the new date at the top." },
      ],
    },
  ],
};
