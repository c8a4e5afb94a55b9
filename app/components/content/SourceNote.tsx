import type { Source } from "~/content/sources";
import { formatDate } from "~/lib/format";
import { SmartLink } from "~/components/ui/SmartLink";

/** "Source: … · Last reviewed …": tells a reader and an editor where figures come from. */
export function SourceNote({ sources, reviewed }: { sources: readonly Source[]; reviewed: string }) {
  return (
    <p className="text-sm text-slate-600">
      <span className="font-medium">{sources.length > 1 ? "Sources" : "Source"}: </span>
      {sources.map((s, i) => (
        <span key={s.url}>
          {i > 0 ? "; " : null}
          <SmartLink href={s.url} className="underline underline-offset-2 hover:text-slate-900">{s.name}</SmartLink>
        </span>
      ))}
      <span> · Last reviewed <time dateTime={reviewed}>{formatDate(reviewed)}</time></span>
    </p>
  );
}
