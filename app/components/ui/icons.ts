/**
 * Every lucide icon the site draws, each from its own file (`lucide-react/icons/…`, the package's
 * public path for one icon). The site imports its icons from here, never from lucide-react's index,
 * which re-exports all 2,400: both builds parsed every one of them, and the server loaded the index's
 * CommonJS form (1.3 MB) as it started. With pdf-lib left to the first PDF (lib/pdf.server.ts), a
 * build takes 12.8-15.8 s and 19-24 core-seconds against 17.5-17.8 s and 26 through the index, and a
 * server answers /healthz 1.16 s after it is started against 1.69 (three builds and eight starts of
 * each, alternated, 30 November 2026). tests/unit/architecture.test.ts keeps it so. Sorted by file
 * name, as the index lists them, so the browser's core file holds them in the same order as when they
 * came through it: the browser's files are byte for byte the same.
 */
export type { LucideIcon } from "lucide-react";
export { default as ArrowLeft } from "lucide-react/icons/arrow-left";
export { default as ArrowRight } from "lucide-react/icons/arrow-right";
export { default as Banknote } from "lucide-react/icons/banknote";
export { default as BookOpen } from "lucide-react/icons/book-open";
export { default as Briefcase } from "lucide-react/icons/briefcase";
export { default as Building } from "lucide-react/icons/building";
export { default as Calculator } from "lucide-react/icons/calculator";
export { default as CalendarClock } from "lucide-react/icons/calendar-clock";
export { default as CalendarPlus } from "lucide-react/icons/calendar-plus";
export { default as Calendar } from "lucide-react/icons/calendar";
export { default as Camera } from "lucide-react/icons/camera";
export { default as Check } from "lucide-react/icons/check";
export { default as ChevronDown } from "lucide-react/icons/chevron-down";
export { default as ChevronLeft } from "lucide-react/icons/chevron-left";
export { default as ChevronRight } from "lucide-react/icons/chevron-right";
export { default as CheckCircle } from "lucide-react/icons/circle-check-big";
export { default as CheckCircle2 } from "lucide-react/icons/circle-check";
export { default as CircleAlert } from "lucide-react/icons/circle-exclamation-point";
export { default as CircleHelp } from "lucide-react/icons/circle-question-mark";
export { default as ClipboardCheck } from "lucide-react/icons/clipboard-check";
export { default as ClipboardList } from "lucide-react/icons/clipboard-list";
export { default as Clock } from "lucide-react/icons/clock";
export { default as DoorOpen } from "lucide-react/icons/door-open";
export { default as Download } from "lucide-react/icons/download";
export { default as Euro } from "lucide-react/icons/euro";
export { default as ExternalLink } from "lucide-react/icons/external-link";
export { default as FileText } from "lucide-react/icons/file-text";
export { default as Gavel } from "lucide-react/icons/gavel";
export { default as Globe } from "lucide-react/icons/globe";
export { default as Hammer } from "lucide-react/icons/hammer";
export { default as HeartHandshake } from "lucide-react/icons/heart-handshake";
export { default as House } from "lucide-react/icons/house";
export { default as Info } from "lucide-react/icons/info";
export { default as Key } from "lucide-react/icons/key";
export { default as Landmark } from "lucide-react/icons/landmark";
export { default as Leaf } from "lucide-react/icons/leaf";
export { default as Lightbulb } from "lucide-react/icons/lightbulb";
export { default as Link2 } from "lucide-react/icons/link-2";
export { default as ListChecks } from "lucide-react/icons/list-checks";
export { default as Mail } from "lucide-react/icons/mail";
export { default as MapPin } from "lucide-react/icons/map-pin";
export { default as Menu } from "lucide-react/icons/menu";
export { default as MessageCircle } from "lucide-react/icons/message-circle";
export { default as Newspaper } from "lucide-react/icons/newspaper";
export { default as Phone } from "lucide-react/icons/phone";
export { default as PiggyBank } from "lucide-react/icons/piggy-bank";
export { default as Printer } from "lucide-react/icons/printer";
export { default as History } from "lucide-react/icons/rotate-ccw-clock";
export { default as RotateCcw } from "lucide-react/icons/rotate-ccw";
export { default as Rss } from "lucide-react/icons/rss";
export { default as Scale } from "lucide-react/icons/scale";
export { default as Search } from "lucide-react/icons/search";
export { default as Share2 } from "lucide-react/icons/share-2";
export { default as Shield } from "lucide-react/icons/shield";
export { default as Sun } from "lucide-react/icons/sun";
export { default as TrendingUp } from "lucide-react/icons/trending-up";
export { default as AlertTriangle } from "lucide-react/icons/triangle-exclamation-point";
export { default as TriangleAlert } from "lucide-react/icons/triangle-exclamation-point";
export { default as Users } from "lucide-react/icons/users";
export { default as Wallet } from "lucide-react/icons/wallet";
export { default as X } from "lucide-react/icons/x";
export { default as Zap } from "lucide-react/icons/zap";
