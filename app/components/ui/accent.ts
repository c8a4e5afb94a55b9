import type { Accent } from "~/content/types";

/**
 * Tailwind classes per accent colour. Written out in full so Tailwind's
 * scanner keeps them; every pairing meets WCAG AA contrast (700 on 50/100).
 */
export const ACCENT: Record<Accent, { soft: string; text: string; border: string; solid: string; ring: string; activeBorder: string }> = {
  blue: { soft: "bg-blue-50", text: "text-blue-800", border: "border-blue-200", solid: "bg-blue-700 text-white", ring: "ring-blue-600", activeBorder: "border-blue-600" },
  green: { soft: "bg-emerald-50", text: "text-emerald-800", border: "border-emerald-200", solid: "bg-emerald-700 text-white", ring: "ring-emerald-600", activeBorder: "border-emerald-600" },
  purple: { soft: "bg-purple-50", text: "text-purple-800", border: "border-purple-200", solid: "bg-purple-700 text-white", ring: "ring-purple-600", activeBorder: "border-purple-600" },
  amber: { soft: "bg-amber-50", text: "text-amber-900", border: "border-amber-200", solid: "bg-amber-800 text-white", ring: "ring-amber-600", activeBorder: "border-amber-600" },
  rose: { soft: "bg-rose-50", text: "text-rose-800", border: "border-rose-200", solid: "bg-rose-700 text-white", ring: "ring-rose-600", activeBorder: "border-rose-600" },
  teal: { soft: "bg-teal-50", text: "text-teal-800", border: "border-teal-200", solid: "bg-teal-700 text-white", ring: "ring-teal-600", activeBorder: "border-teal-600" },
  indigo: { soft: "bg-indigo-50", text: "text-indigo-800", border: "border-indigo-200", solid: "bg-indigo-700 text-white", ring: "ring-indigo-600", activeBorder: "border-indigo-600" },
  orange: { soft: "bg-orange-50", text: "text-orange-900", border: "border-orange-200", solid: "bg-orange-800 text-white", ring: "ring-orange-600", activeBorder: "border-orange-600" },
};
