// subset-font ships no types: the one call apps/web/scripts/subset-fonts.ts makes.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      /** Axis tag -> a pinned value or a range { min, max, default }. */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      /** OpenType feature tags to keep (all when absent). */
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
