import type { ImgHTMLAttributes } from "react";
import { useHydrated } from "../../lib/use-hydrated";

type DeferredImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "loading"> & { src: string };

/**
 * An `<img loading="lazy">` whose download waits until the page's content is on screen (decision
 * 487). Chromium fetches every lazy image within ~1,250 px of the viewport at the first layout,
 * before the first paint, so on a phone six card covers shared a slow link with the stylesheet,
 * the fonts and the largest image. In the server's HTML (and while React hydrates it) the address
 * sits in `data-defer-src`/`data-defer-srcset`; the page's module script, which starts once the
 * content is shown (lib/hydration-after-paint.server.ts), moves it to `src`/`srcset`, and after
 * hydration React renders it there anyway. Without JavaScript the `<noscript>` copy is shown and
 * the empty one hidden (`@media (scripting: none)` in app.css). For images in lists and below the
 * first screen, never for the page's largest image.
 */
export function DeferredImg({ src, srcSet, alt, ...rest }: DeferredImgProps) {
  const hydrated = useHydrated();
  return (
    <>
      {hydrated ? (
        <img {...rest} src={src} srcSet={srcSet} alt={alt} loading="lazy" />
      ) : (
        // The page script may have set src/srcset before React hydrates: expected, not a mismatch.
        <img
          {...rest}
          data-defer-src={src}
          data-defer-srcset={srcSet}
          alt={alt}
          loading="lazy"
          suppressHydrationWarning
        />
      )}
      <noscript>
        <img {...rest} src={src} srcSet={srcSet} alt={alt} loading="lazy" />
      </noscript>
    </>
  );
}
