import { afterEach, beforeEach, vi } from "vitest";

// A console.error during a unit test is a bug (epic-stack's rule): fail on it.
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(" ")}`);
  });
});
afterEach(() => spy.mockRestore());
