import type { GalleryImage } from '@venue/contracts/gallery';

import { GalleryPicture } from './gallery-picture';
import './machine-photo.css';

/**
 * A machine's photo on its page: a gallery image tagged with its game. The image's width and
 * height (known once its variants are made) give the box its shape before a byte arrives; until
 * they are known it is 4:3, so nothing under it moves as it loads. It is near the top of the
 * page, so it loads at once rather than when scrolled to.
 */
export function MachinePhoto({ image }: { image: GalleryImage }) {
  const measured = image.width !== undefined && image.height !== undefined;
  return (
    <figure className="machine-photo">
      <GalleryPicture
        image={image}
        sizes="(min-width: 40rem) 36rem, 100vw"
        loading="eager"
        className={
          measured ? 'machine-photo__image' : 'machine-photo__image machine-photo__image--framed'
        }
      />
    </figure>
  );
}
