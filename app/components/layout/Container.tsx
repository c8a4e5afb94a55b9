import type { ReactNode } from "react";

/** The page body column. `as` lets a page choose the landmark it needs. */
export function Container({ children, className = "", wide = false }: { children: ReactNode; className?: string; wide?: boolean }) {
  return <div className={`mx-auto px-4 sm:px-6 ${wide ? "max-w-6xl" : "max-w-5xl"} ${className}`}>{children}</div>;
}
