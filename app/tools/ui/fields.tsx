/** The tools' fields are the site's one set (components/ui/fields.tsx); the old import path stays for the tool modules. */
export { ChoiceField, SelectField, TextField, visibleIssue } from "~/components/ui/fields";
