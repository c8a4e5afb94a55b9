import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      fontFamily: {
        // System fonts: nothing to download, nothing to shift the layout.
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
      },
      spacing: {
        // The fixed header's height (components/layout/Header.tsx), and so how far below the top of the
        // view an answer or a #result is brought (tailwind.css): one figure, so the two cannot drift.
        header: "4rem",
      },
      colors: {
        brand: {
          50: "#eef7f3",
          100: "#d5ede2",
          600: "#0f7a55",
          700: "#0b6446",
          800: "#0a4f38",
          900: "#083d2c",
        },
      },
    },
  },
  plugins: [],
} satisfies Config;
