import {
  AlertTriangle, Banknote, BookOpen, Briefcase, Building, Calculator, Calendar, Camera, CheckCircle,
  CircleHelp, ClipboardCheck, Clock, DoorOpen, Euro, FileText, Gavel, Globe, Hammer, HeartHandshake,
  House, Info, Key, Landmark, Leaf, ListChecks, Mail, MapPin, Newspaper, Phone, PiggyBank, Scale,
  Search, Shield, Sun, TrendingUp, Users, Wallet, Zap, type LucideIcon,
} from "./icons";
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
