import { Briefcase, Cake, Gift, type LucideIcon } from 'lucide-react';

/** The spec's party package: static, priced on request. */
export type PartyPackage = {
  /** The spec's ids, letter case included: they travel in the contact link. */
  id: 'birthday' | 'Corporate' | 'Christmas';
  title: string;
  description: string;
  duration: string;
  capacity: string;
  price: string;
  features: string[];
  popular: boolean;
  icon: LucideIcon;
  accent: 'purple' | 'cyan' | 'lime';
};

/** What every package gets, with the table setup it gets. */
const featuresWith = (tables: string) => [
  'Private party area',
  'Unlimited gameplay on select machines',
  tables,
  'Party host assistance',
];

/** The corporate and holiday packages differ only in who they are for. */
const groupPackage = {
  duration: 'up to 4 hours',
  capacity: 'up to 50 guests',
  price: 'Contact Us For Pricing',
  features: featuresWith('Table setup'),
  popular: false,
};

export const partyPackages: PartyPackage[] = [
  {
    id: 'birthday',
    title: 'Birthday Bash',
    description:
      'A birthday they will talk about for years: your own corner of the arcade, games on us and a table for the cake.',
    duration: 'up to 4 hours',
    capacity: 'up to 30 guests',
    price: 'Contact Us For Pricing',
    features: featuresWith('Table setup with a cake table'),
    popular: true,
    icon: Cake,
    accent: 'purple',
  },
  {
    id: 'Corporate',
    title: 'Corporate Rental',
    description:
      'Team building with flippers and high scores: bring the whole office for a friendly rivalry.',
    ...groupPackage,
    icon: Briefcase,
    accent: 'cyan',
  },
  {
    id: 'Christmas',
    title: 'Holiday Party',
    description:
      'Celebrate the season under the neon: a holiday party for your team, family or friends.',
    ...groupPackage,
    icon: Gift,
    accent: 'lime',
  },
];

/** The package a contact link names, matched exactly as the ids are written. */
export const findPartyPackage = (id: string | null): PartyPackage | null =>
  partyPackages.find((partyPackage) => partyPackage.id === id) ?? null;

/** The contact form's opening message for an enquiry about a package. */
export const partyEnquiry = ({ title, capacity, duration }: PartyPackage) =>
  `I'm interested in the ${title} package (${capacity}, ${duration}).`;
