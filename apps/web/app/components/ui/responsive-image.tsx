import type { ImageSet } from "@guildforge/contracts";
import { cx } from "./cx";
import { DeferredImg } from "./deferred-img";

interface ResponsiveImageProps {
  image: ImageSet;
  /** The rendered width for the browser's pick from srcset, e.g. "(min-width: 1024px) 400px, 100vw". */
  sizes: string;
  /** Overrides the stored alt text (e.g. "" when a caption next to it says the same). */
  alt?: string;
  className?: string;
  /** true for the first image on screen: loads eagerly. Otherwise it waits until the content is shown (DeferredImg). */
  priority?: boolean;
}

/** An uploaded image set (WebP renditions) with srcset/sizes; width and height reserve its space. */
export function ResponsiveImage({ image, sizes, alt, className, priority }: ResponsiveImageProps) {
  const props = {
    src: image.url,
    srcSet: image.srcset,
    sizes,
    width: image.width,
    height: image.height,
    alt: alt ?? image.alt,
    // The stored alt text is its uploader's words (people's content), not a text of the page's.
    "data-user-content": alt === undefined ? "" : undefined,
    decoding: "async" as const,
    className: cx("bg-iron-800 object-cover", className),
  };
  return priority ? <img {...props} alt={props.alt} loading="eager" /> : <DeferredImg {...props} />;
}
