import { type ImgHTMLAttributes, useCallback } from "react";

type DeferredImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "loading"> & { src: string };

/**
 * An `<img loading="lazy">` whose download waits until the page's content is on screen (decision
 * 487). Chromium fetches every lazy image within ~1,250 px of the viewport at the first layout,
 * before the first paint, so on a phone six card covers shared a slow link with the stylesheet,
 * the fonts and the largest image. The address sits in `data-defer-src`/`data-defer-srcset`; the
 * page's module script, which starts once the content is shown (lib/hydration-after-paint.server.ts),
 * moves it to `src`/`srcset`, and an image React renders later (a client navigation, "load more")
 * gets it from its ref as it is attached. React never renders `src` itself (decision 490): swapping
 * it in after hydration re-rendered every card cover in the task that finished hydrating and set
 * each address a second time. Without JavaScript the `<noscript>` copy is shown and the empty one
 * hidden (`@media (scripting: none)` in app.css). For images in lists and below the first screen,
 * never for the page's largest image.
 */
export function DeferredImg({ src, srcSet, alt, ...rest }: DeferredImgProps) {
  const showSource = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      if (!srcSet) img.removeAttribute("srcset");
      else if (img.getAttribute("srcset") !== srcSet) img.setAttribute("srcset", srcSet);
      if (img.getAttribute("src") !== src) img.setAttribute("src", src);
    },
    [src, srcSet],
  );
  return (
    <>
      {/* The page script sets src/srcset before React hydrates: expected, not a mismatch. */}
      <img
        {...rest}
        ref={showSource}
        data-defer-src={src}
        data-defer-srcset={srcSet}
        alt={alt}
        loading="lazy"
        suppressHydrationWarning
      />
      <noscript>
        <img {...rest} src={src} srcSet={srcSet} alt={alt} loading="lazy" />
      </noscript>
    </>
  );
}
