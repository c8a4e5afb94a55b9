import { createContext } from "react";

/** The captured stylesheet, given to the server render by entry.server (as the site's lib/site-css does). */
export const CapturedCss = createContext("");
