import { Award, Medal, Trophy, type LucideIcon } from 'lucide-react';

const podium: Record<number, { icon: LucideIcon; label: string; tone: string }> = {
  1: { icon: Trophy, label: 'Gold, 1st place', tone: 'gold' },
  2: { icon: Medal, label: 'Silver, 2nd place', tone: 'silver' },
  3: { icon: Award, label: 'Bronze, 3rd place', tone: 'bronze' },
};

/** Gold, silver and bronze icons for ranks 1 to 3; the number for the rest. */
export function RankBadge({ rank }: { rank: number }) {
  const place = podium[rank];
  if (!place) return <span className="rank-badge">{rank}</span>;
  const Icon = place.icon;
  return (
    <span className={`rank-badge rank-badge--${place.tone}`}>
      <Icon aria-hidden="true" />
      <span className="visually-hidden">{place.label}</span>
      <span className="rank-badge__number" aria-hidden="true">
        {rank}
      </span>
    </span>
  );
}

export const isPodium = (rank: number) => rank <= 3;
