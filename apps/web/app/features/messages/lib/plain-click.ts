import type { MouseEvent } from "react";

/**
 * A page link the page's script does in place ("Show more conversations", "Load older messages"):
 * a plain left click is taken over (the link's page is what happens without JavaScript); a click
 * with a modifier (a new tab or window) or the middle button is the browser's.
 */
export function takeOverClick(event: MouseEvent<HTMLAnchorElement>, act: () => void) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  act();
}

/** This page's address with `name` set to a page cursor (`?cursor=`, `?before=`), its other parameters kept. */
export function pageLink(pathname: string, search: string, name: string, cursor: string | null): string {
  const params = new URLSearchParams(search);
  if (cursor) params.set(name, cursor);
  else params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
