/** The questionnaire's flow as a plain component, for the server render of /questionnaire only (see routes/questionnaire.tsx). */
export { QuestionnaireFlow } from "./QuestionnaireFlow";
