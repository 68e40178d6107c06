import type { ImageSet } from "@guildforge/contracts";
import { cx } from "./cx";

interface ResponsiveImageProps {
  image: ImageSet;
  /** The rendered width for the browser's pick from srcset, e.g. "(min-width: 1024px) 400px, 100vw". */
  sizes: string;
  /** Overrides the stored alt text (e.g. "" when a caption next to it says the same). */
  alt?: string;
  className?: string;
  /** true for the first image on screen: loads eagerly. */
  priority?: boolean;
}

/** An uploaded image set (WebP renditions) with srcset/sizes; width and height reserve its space. */
export function ResponsiveImage({ image, sizes, alt, className, priority }: ResponsiveImageProps) {
  return (
    <img
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={cx("bg-iron-800 object-cover", className)}
    />
  );
}
