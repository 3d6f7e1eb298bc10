import type { GalleryCategory } from '@venue/contracts/gallery';
import { galleryCategories } from '@venue/contracts/values';
import {
  Trophy,
  CircleDot,
  Grab,
  Images,
  Joystick,
  Music,
  Ticket,
  type LucideIcon,
} from 'lucide-react';

export type GalleryCategoryDisplay = {
  key: GalleryCategory;
  label: string;
  icon: LucideIcon;
  /** The category's colour: badges and the placeholder of an image that fails to load. */
  accent: 'purple' | 'cyan' | 'lime' | 'pink' | 'amber' | 'rose' | 'slate';
};

export const galleryCategoryDisplay: Record<GalleryCategory, GalleryCategoryDisplay> = {
  arcade: { key: 'arcade', label: 'Arcade', icon: Joystick, accent: 'lime' },
  pinball: { key: 'pinball', label: 'Pinball', icon: CircleDot, accent: 'purple' },
  rhythm: { key: 'rhythm', label: 'Rhythm', icon: Music, accent: 'cyan' },
  redemption: { key: 'redemption', label: 'Redemption', icon: Ticket, accent: 'pink' },
  claw: { key: 'claw', label: 'Claw', icon: Grab, accent: 'amber' },
  events: { key: 'events', label: 'Events', icon: Trophy, accent: 'rose' },
  general: { key: 'general', label: 'General', icon: Images, accent: 'slate' },
};

/** In the spec's order. */
export const orderedGalleryCategories = galleryCategories.map((key) => galleryCategoryDisplay[key]);

/** A `?category=` value, or null (all photos) when it is missing or unknown. */
export const parseGalleryCategory = (value: string | null): GalleryCategory | null => {
  const known: readonly string[] = galleryCategories;
  return value !== null && known.includes(value) ? (value as GalleryCategory) : null;
};

export const photoCount = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);
