import type { LucideIcon } from "lucide-react";
import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import Banknote from "lucide-react/icons/banknote";
import BookOpen from "lucide-react/icons/book-open";
import Briefcase from "lucide-react/icons/briefcase";
import Building from "lucide-react/icons/building";
import Calculator from "lucide-react/icons/calculator";
import Calendar from "lucide-react/icons/calendar";
import Camera from "lucide-react/icons/camera";
import CheckCircle from "lucide-react/icons/circle-check-big";
import CircleHelp from "lucide-react/icons/circle-question-mark";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Clock from "lucide-react/icons/clock";
import DoorOpen from "lucide-react/icons/door-open";
import Euro from "lucide-react/icons/euro";
import FileText from "lucide-react/icons/file-text";
import Gavel from "lucide-react/icons/gavel";
import Globe from "lucide-react/icons/globe";
import Hammer from "lucide-react/icons/hammer";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import House from "lucide-react/icons/house";
import Info from "lucide-react/icons/info";
import Key from "lucide-react/icons/key";
import Landmark from "lucide-react/icons/landmark";
import Leaf from "lucide-react/icons/leaf";
import ListChecks from "lucide-react/icons/list-checks";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Newspaper from "lucide-react/icons/newspaper";
import Phone from "lucide-react/icons/phone";
import PiggyBank from "lucide-react/icons/piggy-bank";
import Scale from "lucide-react/icons/scale";
import Search from "lucide-react/icons/search";
import Shield from "lucide-react/icons/shield";
import Sun from "lucide-react/icons/sun";
import TrendingUp from "lucide-react/icons/trending-up";
import Users from "lucide-react/icons/users";
import Wallet from "lucide-react/icons/wallet";
import Zap from "lucide-react/icons/zap";
import type { IconName } from "~/content/types";

const ICONS: Record<IconName, LucideIcon> = {
  home: House, key: Key, landmark: Landmark, "book-open": BookOpen, calculator: Calculator,
  "file-text": FileText, search: Search, shield: Shield, users: Users, euro: Euro,
  "piggy-bank": PiggyBank, building: Building, "map-pin": MapPin, scale: Scale,
  "clipboard-check": ClipboardCheck, "help-circle": CircleHelp, leaf: Leaf, hammer: Hammer,
  calendar: Calendar, info: Info, "alert-triangle": AlertTriangle, "check-circle": CheckCircle,
  phone: Phone, mail: Mail, globe: Globe, newspaper: Newspaper, "heart-handshake": HeartHandshake,
  wallet: Wallet, camera: Camera, sun: Sun, zap: Zap, clock: Clock, "list-checks": ListChecks,
  "door-open": DoorOpen, "trending-up": TrendingUp, banknote: Banknote, briefcase: Briefcase, gavel: Gavel,
};

/** A decorative icon by content name; hidden from screen readers. */
export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  const Component = ICONS[name];
  return <Component className={className} aria-hidden="true" focusable="false" />;
}
