import { useState } from 'react';
import { IMAGE_FALLBACK } from '../../core/constants';
import { getConfig } from '../../core/config';
import { imageUrl } from '../../core/format';

export interface ProductPictureProps {
  picture: number | null;
  picturetype: string | null;
  /** The product's name; the picture only illustrates it, so it stays decorative unless asked. */
  alt?: string;
  size?: number;
  className?: string;
}

/**
 * /dbpics/{id}.{type}, or /img/no_photo.gif when there is none or it fails to
 * load (spec 9). Lazy: a catalogue page shows 20 and a carousel many more.
 */
export function ProductPicture({ picture, picturetype, alt = '', size = 96, className }: ProductPictureProps) {
  const src = imageUrl(picture, picturetype);
  const fallback = getConfig().siteBase + IMAGE_FALLBACK;
  // Remember which source failed, so a new product (new src) gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <img
      className={className}
      part="picture"
      src={failed === src ? fallback : src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (failed !== src && src !== fallback) setFailed(src);
      }}
    />
  );
}
