import { LAST_REVIEWED } from "~/facts/reviewed";
import type { TextPage } from "./types";

export const COOKIES: TextPage = {
  path: "/cookies",
  tag: "Cookies",
  title: "Cookie Policy",
  lead: "The Irish Housing Guide sets no cookies. You will not see a cookie banner here because there is nothing to consent to.",
  updated: LAST_REVIEWED,
  sections: [
    {
      id: "what-are-cookies",
      title: "What cookies are",
      blocks: [
        { type: "p", text: "Cookies are small files a website can ask your browser to store, so that it can recognise you when you come back or follow you across other websites. Irish and EU law (the ePrivacy rules) require a website to ask your permission before setting any cookie that is not strictly necessary." },
      ],
    },
    {
      id: "our-cookies",
      title: "Cookies on this site",
      blocks: [
        { type: "p", text: "**None.** We do not set cookies of any kind: no session cookies, no analytics cookies, no advertising cookies and no social media cookies. We do not use similar technologies such as tracking pixels, fingerprinting or local storage to identify you either." },
        { type: "p", text: "Calculator inputs and questionnaire answers live only in the page address, which is why you can bookmark or share a result. Nothing is written to your device for them." },
      ],
    },
    {
      id: "browser-storage",
      title: "What your browser may still keep",
      blocks: [
        { type: "list", items: [
          "**Cache:** your browser keeps copies of pages, images and scripts so the site loads faster next time. You can clear it in your browser settings at any time.",
          "**History:** the addresses you visit, including any calculator inputs in them, are kept in your browser history like any other page. Use a private window if you share a device.",
        ] },
      ],
    },
    {
      id: "other-sites",
      title: "Other websites we link to",
      blocks: [
        { type: "p", text: "Official websites we link to, such as Revenue or Citizens Information, may set their own cookies when you visit them. Their cookie policies explain what they do." },
        { type: "p", text: "Questions? See our [Privacy Policy](/privacy) or [contact us](/contact)." },
      ],
    },
  ],
};
