import type { ReactNode } from "react";

/**
 * One headed section of a long page (a scheme, a blog post, a legal page): an
 * `id` to link to, an `<h2>` that names it, and room below the fixed header
 * when a link jumps to it.
 */
export function ContentSection({ id, title, spacing = "mb-3", children }: { id: string; title: string; spacing?: "mb-3" | "mb-5"; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className={`${spacing} text-2xl font-bold text-slate-900`}>{title}</h2>
      {children}
    </section>
  );
}
