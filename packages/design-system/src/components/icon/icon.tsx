import {
  ArrowLeft,
  BadgeCheck,
  Bell,
  Calendar,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  CircleExclamationPoint,
  CircleX,
  Clock,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  File,
  Flag,
  Gauge,
  House,
  ImageIcon,
  Info,
  LoaderCircle,
  Lock,
  LogOut,
  Maximize,
  Menu,
  MessageCircle,
  Minimize,
  Minus,
  Pause,
  Phone,
  Play,
  Plus,
  RotateCcw,
  RotateCw,
  Search,
  Settings,
  Share2,
  ShoppingCart,
  Star,
  ThumbsDown,
  ThumbsUp,
  TriangleExclamationPoint,
  Trophy,
  Upload,
  User,
  Video,
  Volume2,
  VolumeX,
  X,
  ZoomIn,
  ZoomOut,
  Inbox,
  Package,
  Users,
  Timer,
  ClipboardCheck,
  Globe,
  Puzzle,
  RotateCwSquare,
  RotateCcwSquare,
  ClipboardList,
  type LucideIcon,
} from 'lucide-react';

/** The product's icon set: the only icons components may draw. Add a name here rather than importing lucide. */
const icons = {
  home: House,
  progress: ChartColumn,
  live: Video,
  query: MessageCircle,
  profile: User,
  bell: Bell,
  leaderboard: Trophy,
  cart: ShoppingCart,
  share: Share2,
  phone: Phone,
  back: ArrowLeft,
  close: X,
  check: Check,
  'check-circle': CircleCheck,
  verified: BadgeCheck,
  lock: Lock,
  play: Play,
  pause: Pause,
  'rewind-10': RotateCcw,
  'forward-10': RotateCw,
  volume: Volume2,
  mute: VolumeX,
  fullscreen: Maximize,
  'exit-fullscreen': Minimize,
  settings: Settings,
  speed: Gauge,
  like: ThumbsUp,
  dislike: ThumbsDown,
  flag: Flag,
  eye: Eye,
  'eye-off': EyeOff,
  search: Search,
  upload: Upload,
  download: Download,
  file: File,
  calendar: Calendar,
  clock: Clock,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-down': ChevronDown,
  'chevron-up': ChevronUp,
  plus: Plus,
  minus: Minus,
  'zoom-in': ZoomIn,
  'zoom-out': ZoomOut,
  info: Info,
  alert: TriangleExclamationPoint,
  error: CircleExclamationPoint,
  'close-circle': CircleX,
  star: Star,
  menu: Menu,
  logout: LogOut,
  spinner: LoaderCircle,
  'external-link': ExternalLink,
  image: ImageIcon,
  inbox: Inbox,
  package: Package,
  users: Users,
  timer: Timer,
  'content-test': ClipboardCheck,
  'content-web': Globe,
  'content-activity': Puzzle,
  replay: RotateCcw,
  landscape: RotateCwSquare,
  portrait: RotateCcwSquare,
  'take-test': ClipboardList,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

/** Every icon name, in the order of the map. */
export const iconNames = Object.keys(icons) as IconName[];

/** Pixel sizes; `md` matches body text with its line height. */
export const iconSizes = { sm: 16, md: 20, lg: 24, xl: 32 } as const;

export type IconSize = keyof typeof iconSizes;

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** `sm` 16px, `md` 20px, `lg` 24px, `xl` 32px. */
  size?: IconSize;
  /**
   * What the icon means when nothing else says it. With a label the icon is an image (`role="img"`);
   * without one it is decorative and hidden from assistive technology.
   */
  label?: string;
  className?: string;
}

/** A product icon in the current text colour. */
export function Icon({ name, size = 'md', label, className }: IconProps) {
  const Glyph = icons[name];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return <Glyph size={iconSizes[size]} className={className} focusable="false" {...a11y} />;
}
