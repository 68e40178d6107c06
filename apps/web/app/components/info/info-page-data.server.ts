import type { MessageDescriptor } from "@lingui/core";
import type { RouterContextProvider } from "react-router";
import { pageMetaData } from "../../lib/i18n/page-meta-data.server";

/** An info page's loader data: the `info` catalog and the page's title and description in its language. */
export function infoPageData(
  context: Readonly<RouterContextProvider>,
  title: MessageDescriptor,
  description: MessageDescriptor,
) {
  return pageMetaData(context, ["info"], title, description);
}
