/** decodeURIComponent that returns its input instead of throwing on a malformed %-escape. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
