/** Words of the site's one set of form fields (components/ui/fields.tsx). */
export const FIELD_WORDS = {
  /** Read before an error message by screen readers (the icon says it to sighted readers). */
  errorPrefix: "Error:",
};
