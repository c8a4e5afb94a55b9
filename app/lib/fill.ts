/**
 * A sentence with its {name} slots filled. Page words reach the browser as
 * loader data (JSON), so a sentence that counts or names something is a
 * template there, not a function. An unknown slot is left as written.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : slot));
}
