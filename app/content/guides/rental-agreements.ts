/**
 * Rental Agreements (/renting/agreements). Spec 000 §2.4, 001 §2 "Rental Agreements".
 * Tabs and sections exactly as the spec lists them; default the first.
 */
import { LAST_REVIEWED } from "~/facts/reviewed";
import { tenancy } from "~/facts/tenancy";
import { valueOn } from "~/facts/dated";
import { historyBlock, sourceBlock } from "~/content/dated-words";
import { breachNoticeRule, landlordNoticeRule, noticeReasonRule, tenantNoticeRule } from "~/facts/tenancy";
import { SOURCES } from "~/facts/sources";
import { formatNumber } from "~/lib/format";
import { rentCreditDeadlineBlocks } from "~/content/rent-credit";
import { days, ext, landlordNoticeSince, months, noticeGroup, sourceOf, upfrontHistoryAndSource, upfrontWords } from "./helpers";
import { byDate } from "~/lib/by-date";
import type { TabbedGuide } from "./types";

const sot = months(tenancy.securityOfTenureMonths);
/** "28 and 112 days": the shortest and longest notice in a table. */
const range = (bands: readonly { value: number }[]) =>
  `${formatNumber(Math.min(...bands.map((b) => b.value)))} and ${days(Math.max(...bands.map((b) => b.value)))}`;

/** "28 days (7 for serious anti-social behaviour)": the notice for a breach (s. 67), from the rule. */
function breachShort(on: string): string {
  const b = valueOn(breachNoticeRule, on);
  return `${days(b.days)} whatever the length of the tenancy (${days(b.antisocialDays)} for serious anti-social behaviour)`;
}

/** The Rental Agreements guide as it reads on `on` (yyyy-mm-dd). */
export const rentalAgreements = byDate((on: string): TabbedGuide => {
  const upfront = upfrontWords(on);
  const landlordSince = landlordNoticeSince(on);
  return {
  path: "/renting/agreements",
  header: {
    tag: "Rental Agreements",
    title: "Understanding Your Rental Agreement",
    lead: "Your tenancy agreement sets out what you and your landlord have agreed. Here is what a good one covers, what to watch for, and what the law guarantees whatever the agreement says.",
    accent: "amber",
  },
  intro: {
    title: "Read it before you sign it",
    blocks: [
      {
        type: "p",
        text: "A tenancy agreement, often called a lease, is a contract between you and your landlord. It records the rent, the deposit, who is responsible for what, and how the tenancy can end. In Ireland it works alongside the Residential Tenancies Acts: the agreement can add to your rights, but it cannot take away any right the law gives you.",
      },
      {
        type: "p",
        text: "Use the four topics below as a checklist when you read an agreement. Open each section to see what the clause should say, what to ask, and what to watch out for.",
      },
    ],
  },
  topicsTitle: "Choose a topic",
  defaultTopic: "understanding-agreements",
  topics: [
    {
      id: "understanding-agreements",
      title: "Why Agreements Matter",
      description: "What a written agreement does for you, and why clear terms matter.",
      icon: "file-text",
      color: "blue",
      sections: [
        {
          id: "importance",
          title: "Why a written agreement matters",
          blocks: [
            {
              type: "p",
              text: "A tenancy exists as soon as you agree to rent a home and pay rent, even if nothing is written down. But without a written agreement, it is your word against your landlord's about what was agreed. A written agreement:",
            },
            {
              type: "list",
              items: [
                "**Proves the tenancy exists**, which you may need for HAP, the Rent Tax Credit, a bank, or your employer.",
                "**Pins down the money**: the rent, when it is due, the deposit and who pays which bills.",
                "**Sets expectations** about repairs, house rules and access, which prevents most disagreements.",
                "**Is your best evidence** if a dispute ever reaches the Residential Tenancies Board.",
              ],
            },
            // The Rent Tax Credit is named above: while a year's claim window is closing, say so here too (issue 42).
            ...rentCreditDeadlineBlocks(on),
            { type: "p", text: "If your landlord does not offer a written agreement, ask for one. If they will not provide one, confirm the key terms yourself in an email and keep the reply." },
          ],
        },
        {
          id: "clarity",
          title: "Clear terms and your legal rights",
          blocks: [
            {
              type: "p",
              text: "A good agreement is written in plain language and is specific: \"rent of the stated amount, due on the 1st of each month by standing order\" rather than \"rent payable as agreed\". Vague terms cause arguments; ask for them to be made precise before you sign.",
            },
            {
              type: "p",
              text: "Some clauses have no effect, whatever you sign, because they conflict with the law. Examples:",
            },
            {
              type: "list",
              items: [
                "A clause letting the landlord enter whenever they like, without notice.",
                "A clause saying you give up your right to refer disputes to the RTB.",
                "A clause letting the landlord end the tenancy without valid written notice.",
                "A clause making you responsible for every repair, including the structure and the landlord's appliances.",
              ],
            },
            {
              type: "p",
              text: "Consumer law can also protect you from unfair terms in standard agreements. If a clause seems one-sided, ask about it, and get advice before you sign.",
            },
          ],
        },
      ],
    },
    {
      id: "core-lease-terms",
      title: "Core Lease Terms",
      description: "Who the agreement is between, what is being let, and for how long.",
      icon: "users",
      color: "green",
      sections: [
        {
          id: "parties",
          title: "The parties",
          blocks: [
            {
              type: "list",
              items: [
                "**The landlord**: their full name and an address where notices can be sent to them. If an agent manages the home, the agent's name, address and contact details too.",
                "**Every adult tenant**: each person named on the agreement is a tenant with the rights and duties that come with it.",
                "**Joint tenancies**: if you sign one agreement with others, you are usually each responsible for the whole rent, not just your share. Know who you are signing with.",
                "**Guarantors**: if a parent or someone else guarantees your rent, the agreement should say exactly what they are liable for.",
              ],
            },
            {
              type: "p",
              text: `Check that the landlord owns the home or is authorised to let it. Ask a letting agent for their licence number from the ${ext(SOURCES.psra)}.`,
            },
          ],
        },
        {
          id: "property-details",
          title: "The property",
          blocks: [
            {
              type: "list",
              items: [
                "The full address, including the apartment number and Eircode.",
                "What is included: parking spaces, storage, a garden, bike storage, and access to shared areas.",
                "Whether the home is furnished, with an inventory of furniture and appliances attached.",
                "How many people may live there.",
                "The home's Building Energy Rating (BER), which the landlord must have when they advertise it. A low rating means higher heating bills.",
              ],
            },
          ],
        },
        {
          id: "tenancy-terms",
          title: "Length and type of tenancy",
          blocks: [
            {
              type: "list",
              items: [
                "**The start date**, and either the fixed term (for example, one year) or that the tenancy is periodic, running from month to month.",
                `**What happens after the fixed term**: once you have been in the home for more than ${sot}, you have security of tenure, and the tenancy carries on after a fixed term ends unless it is validly ended.`,
                "**Any break clause**: some agreements let either side end a fixed term early. Check that it is fair to both sides.",
                "**Rent reviews**: any review clause must keep to the legal limits on how often, and by how much, rent can change.",
              ],
            },
            sourceOf(tenancy),
          ],
        },
      ],
    },
    {
      id: "financial-responsibilities",
      title: "Financial Responsibilities",
      description: "Rent, deposit, bills and who pays for repairs.",
      icon: "wallet",
      color: "amber",
      sections: [
        {
          id: "rent-deposits",
          title: "Rent and deposit",
          blocks: [
            {
              type: "list",
              items: [
                "**Rent**: the amount, how often it is paid, the due date and how to pay. A standing order to a named account leaves a clear record.",
                `**Deposit**: ${upfront.deposit}${upfront.since ? ` for a tenancy created from ${upfront.since}` : ""}. The agreement should state the amount and the conditions under which any of it can be kept.`,
                `**Rent in advance**: ${upfront.advance}. The law limits how much a landlord can ask for up front, both as a deposit and as rent in advance, and asking for more is against the law: check it with the RTB before you pay.`,
                "**Receipts**: get a written receipt for the deposit and for any rent paid in cash.",
              ],
            },
            {
              type: "p",
              text: "Your landlord can keep some or all of the deposit only to cover unpaid rent, unpaid bills you were responsible for, or damage beyond normal wear and tear. The rest must be returned promptly when the tenancy ends.",
            },
            ...upfrontHistoryAndSource(on),
            sourceOf(tenancy),
          ],
        },
        {
          id: "facilities",
          title: "Bills, utilities and facilities",
          blocks: [
            { type: "p", text: "The agreement should say who pays for each of these:" },
            {
              type: "list",
              items: [
                "Electricity, gas or heating oil.",
                "Broadband and TV.",
                "Bin collection.",
                "Any other charges, such as shared laundry or parking.",
              ],
            },
            {
              type: "p",
              text: "Charges that come with owning the property, such as an apartment's management company service charge or the Local Property Tax, are the landlord's to pay. If bills are included in the rent, the agreement should say so, and say whether there is any limit on use.",
            },
          ],
        },
        {
          id: "maintenance",
          title: "Repairs and maintenance",
          blocks: [
            {
              type: "list",
              items: [
                "**The landlord** repairs the structure and the interior, and everything they provided: the heating system, plumbing, wiring and appliances.",
                "**You** look after day-to-day care, such as changing light bulbs and keeping the home clean and ventilated, and the garden if the agreement says so.",
                "**Reporting**: the agreement should say how to report a repair and give a contact for emergencies such as a burst pipe.",
              ],
            },
            {
              type: "p",
              text: "A clause making you responsible for all repairs does not override the landlord's legal duty to keep the home in repair and up to minimum standards. Damage you or your visitors cause, beyond normal wear and tear, is yours to put right.",
            },
          ],
        },
      ],
    },
    {
      id: "rules-termination",
      title: "Rules and Termination",
      description: "House rules, the inventory, ending the tenancy and your final checks.",
      icon: "list-checks",
      color: "purple",
      sections: [
        {
          id: "rules",
          title: "House rules",
          blocks: [
            { type: "p", text: "Most agreements include rules on how you use the home. Read them carefully, because breaking them can put your tenancy at risk:" },
            {
              type: "list",
              items: [
                "**Pets**: whether they are allowed, and on what terms. Get any permission in writing.",
                "**Smoking and vaping** inside the home.",
                "**Guests** and how long they may stay.",
                "**Subletting and short-term letting**: these need the landlord's written consent, and letting a room on a holiday rental website can breach both the agreement and planning rules.",
                "**Decorating**: painting, putting up shelves or pictures.",
                "**Apartments**: the management company's house rules, on noise, bins, parking and balconies, which the agreement may bind you to.",
              ],
            },
            { type: "p", text: "House rules must be reasonable and cannot take away your legal rights." },
          ],
        },
        {
          id: "inventory",
          title: "The inventory and check-in report",
          blocks: [
            {
              type: "p",
              text: "The inventory is a list of everything in the home and the condition it is in when you move in. It is the yardstick for any deductions from your deposit when you leave, so it is worth doing carefully.",
            },
            {
              type: "checklist",
              title: "A good inventory",
              items: [
                "Lists every room, with furniture, appliances, fittings and their condition.",
                "Notes existing damage, marks, stains and damp.",
                "Has dated photos or video attached.",
                "Records the meter readings and the number of keys handed over.",
                "Is signed and dated by you and the landlord or agent, with a copy for each of you.",
              ],
            },
          ],
        },
        {
          id: "termination",
          title: "Ending the tenancy",
          blocks: [
            {
              type: "p",
              text: "The agreement should explain how either side can end the tenancy. Whatever it says, the law sets the minimum notice, which grows with the length of the tenancy, and requires notice to be in writing and signed.",
            },
            {
              type: "list",
              items: [
                `**Tenants** must give between ${range(valueOn(tenantNoticeRule, on))}' notice, depending on how long they have been in the home.`,
                `**Landlords** must give between ${range(valueOn(landlordNoticeRule, on))}' notice${landlordSince ? ` (${landlordSince})` : ""}, and the notice must give ${valueOn(noticeReasonRule, on).clause}. For a breach of the tenant's obligations the notice is shorter: ${breachShort(on)}.`,
                "**A fixed term** generally cannot be ended early just by giving notice, unless both sides agree, the agreement allows it, or one side has broken their obligations.",
              ],
            },
            {
              type: "p",
              text: "The [Tenant Rights guide](/renting/tenant-rights?topic=ending-tenancy) has the full notice tables and explains what makes a notice valid.",
            },
            ...historyBlock(landlordNoticeRule, on, "Notice a landlord must give: earlier tables"),
            ...historyBlock(noticeReasonRule, on, "What a notice must say about the reason: earlier rules"),
            sourceBlock(noticeGroup, [landlordNoticeRule, tenantNoticeRule, noticeReasonRule, breachNoticeRule], on),
          ],
        },
        {
          id: "before-signing",
          title: "Before you sign",
          blocks: [
            {
              type: "checklist",
              title: "Check before you sign",
              items: [
                "You have read every page, including attached house rules.",
                "All names, the address, the rent, the deposit and the dates are correct.",
                "It is clear who pays each bill and how repairs are reported.",
                "Any changes you agreed are written into the agreement.",
                "There is no clause that tries to take away your legal rights.",
                "The inventory is attached and matches what you have seen.",
                "You will get a signed copy to keep.",
                "You have a receipt for any money you have paid.",
              ],
            },
            {
              type: "callout",
              tone: "tip",
              text: `Not sure about a clause? ${ext(SOURCES.threshold, "Threshold")} gives free advice to renters, and ${ext(SOURCES.citizensRenting, "Citizens Information")} explains your rights in plain language.`,
            },
          ],
        },
      ],
    },
  ],
  closing: {
    kind: "links",
    title: "Additional Resources",
    text: "Compare your agreement with a sample, and read up on your rights.",
    links: [
      { title: "Sample lease agreement (PDF)", description: "The Residential Tenancies Board's sample tenancy agreement, to compare with the one you are offered.", url: SOURCES.rtbSampleLease.url, icon: "file-text", accent: "amber" },
      { title: "Your rights as a tenant", description: "Security of tenure, notice periods, repairs, privacy and how to resolve a dispute.", url: "/renting/tenant-rights", icon: "shield", accent: "blue" },
      { title: "Residential Tenancies Board", description: "The tenancy regulator: registration, the rules on rent and notice, and the dispute service.", url: SOURCES.rtb.url, icon: "landmark", accent: "green" },
    ],
    action: { label: "Explore Tenant Rights", url: "/renting/tenant-rights" },
  },
  sources: [SOURCES.rtb, SOURCES.citizensRenting, SOURCES.threshold],
  reviewed: LAST_REVIEWED,
  };
});
