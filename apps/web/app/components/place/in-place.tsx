import { useLingui } from "@lingui/react";
import { type PhrasePlace, placePhrase } from "../../lib/i18n/place-phrase";

/**
 * "in {place}" in the page's language ("en Oregon", "au Texas", "à Portland", "in den USA"), for a
 * sentence's `{where}`. The stored name is people's content and marked so; a country named in the
 * page's language is ours.
 */
export function InPlace({ place }: { place: PhrasePlace }) {
  const { i18n } = useLingui();
  const { before, name, ownName } = placePhrase(i18n.locale, place);
  const space = before.endsWith("'") ? "" : " ";
  return (
    <>
      {before}
      {space}
      {ownName ? <span data-user-content="">{name}</span> : name}
    </>
  );
}
