import { useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { cx } from "../../../components/ui";

/** 1-5 stars drawn, with the number in words for screen readers. */
export function Stars({ value, className }: { value: number; className?: string }) {
  const { t } = useLingui();
  const rounded = Math.round(value);
  return (
    <span
      className={cx("inline-flex items-center gap-0.5", className)}
      role="img"
      aria-label={t`${value} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cx("size-4", n <= rounded ? "fill-ember-400 text-ember-400" : "text-iron-500")}
        />
      ))}
    </span>
  );
}
