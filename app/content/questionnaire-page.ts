/**
 * The words of /questionnaire's page around the flow. Its own module so the
 * page shows them without loading the flow's words and the scheme figures,
 * which arrive after the page's first scripts (routes/questionnaire.tsx).
 */
export const QUESTIONNAIRE_PAGE = {
  path: "/questionnaire",
  tag: "Questionnaire",
  title: "Which housing schemes could help you?",
  lead: "Answer a few short questions, one at a time, to see which government schemes and supports you may qualify for, why, and what rules others out.",
  privacy:
    "Your answers are kept only in this page's address, so you can bookmark or share a result. Nothing is stored or sent anywhere else. The address holds your income and figures, so share it only with people you trust.",
} as const;
