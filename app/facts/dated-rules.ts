/**
 * Every dated rule the site states, in one list: /changes, its Atom feed, the
 * editor's report (npm run content:review), the content cache policy, the open
 * data and the rule tests all read from here. A new rule is added to its facts
 * file's list, and has its topic from that list: nothing else to wire.
 */
import type { AnyRule } from "./dated";
import { BUYING_RULES } from "./buying";
import { BUDGET_RULES } from "./budget";
import { RENTING_RULES } from "./renting";
import { SCHEME_RULES } from "./schemes";
import { TAX_RULES } from "./taxes";
import { TENANCY_RULES } from "./tenancy";
import { VAT_RULES } from "./vat";

/** What a rule is about, for the open data's ?topic= and each rule's `topic` (/data). */
export const RULE_TOPICS = ["buying", "renting", "schemes", "tax"] as const;
export type RuleTopic = (typeof RULE_TOPICS)[number];

/**
 * Each facts file's list under its topic, in the order the site lists rules.
 * The Budget article's solar panel grant is a State grant scheme (SEAI), so
 * "schemes"; VAT on a new home is a tax, so "tax", as the taxes file's rules
 * are (stamp duty stays with the buying rules it is worked out among).
 */
const RULE_LISTS: readonly { topic: RuleTopic; rules: readonly AnyRule[] }[] = [
  { topic: "buying", rules: BUYING_RULES },
  { topic: "schemes", rules: SCHEME_RULES },
  { topic: "renting", rules: TENANCY_RULES },
  { topic: "renting", rules: RENTING_RULES },
  { topic: "tax", rules: TAX_RULES },
  { topic: "schemes", rules: BUDGET_RULES },
  { topic: "tax", rules: VAT_RULES },
];

export const ALL_RULES: readonly AnyRule[] = RULE_LISTS.flatMap((list) => list.rules);

const TOPIC_OF = new Map<AnyRule, RuleTopic>(RULE_LISTS.flatMap(({ topic, rules }) => rules.map((rule) => [rule, topic] as const)));

/** The topic of a rule of ALL_RULES: the topic of the facts file's list it is in. */
export function topicOf(rule: AnyRule): RuleTopic {
  const topic = TOPIC_OF.get(rule);
  if (!topic) throw new Error(`Rule "${rule.id}" is in no facts file's list (facts/dated-rules.ts)`);
  return topic;
}
