/**
 * framer-motion's animation features (animate, exit, variants, hover, tap,
 * focus, in-view), fetched apart from everything a page loads: LazyMotion
 * (MotionLayer) is given them once they are here (load.ts).
 */
import { domAnimation } from "framer-motion";

export default domAnimation;
