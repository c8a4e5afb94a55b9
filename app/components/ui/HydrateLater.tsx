import { Component, Suspense, type ReactNode } from "react";
import { PART_UNAVAILABLE } from "~/content/errors";
import { LaterLoadError } from "~/lib/later";

/**
 * A hydration boundary for a part of the page whose code arrives after the
 * page's own (a lazily loaded component, see tools/ui/embed). React 18 keeps
 * a server-rendered Suspense boundary exactly as the server sent it until the
 * code inside is ready, then hydrates it on its own, so the rest of the page
 * does not wait. Nothing else suspends: on the server and after a client
 * navigation the children render as they are.
 *
 * If that code cannot be fetched (lib/later's LaterLoadError: the reader went
 * offline, or the site was updated while the page was open and its old files
 * are gone), the part says so in its place, with a button that loads the
 * page again; the rest of the page stays as it is. Before, the first key or tap
 * replaced the whole page with the error page. Any other error goes on to the
 * route's error boundary, as before.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <LoadFailure>
      <Suspense>{children}</Suspense>
    </LoadFailure>
  );
}

class LoadFailure extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error === null) return this.props.children;
    if (!(this.state.error instanceof LaterLoadError)) throw this.state.error;
    return <PartUnavailable />;
  }
}

function PartUnavailable() {
  return (
    <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-900">
      {PART_UNAVAILABLE.message}{" "}
      {/* The page and its code again from the server, at the address the reader is on (none of it is written into the page). */}
      <button type="button" onClick={() => window.location.reload()} className="font-semibold text-brand-700 underline">
        {PART_UNAVAILABLE.reload}
      </button>
    </p>
  );
}
