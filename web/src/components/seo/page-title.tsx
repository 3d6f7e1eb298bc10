import { venue } from '@/config/venue';

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  return (
    <title>
      {title
        ? `${title} | ${venue.name}`
        : `${venue.name} | Pinball and arcade at The Forks, Winnipeg`}
    </title>
  );
}
