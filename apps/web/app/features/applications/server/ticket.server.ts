import { type Ticket, ticketResponseSchema } from "@guildforge/contracts";
import encodeQR from "@paulmillr/qr";
import { data, type RouterContextProvider } from "react-router";
import { serverApi } from "../../../lib/server-api/api-json.server";

/** A QR code as one SVG path of its dark modules (drawn on the page, no image request, no script). */
export interface QrPath {
  size: number;
  d: string;
}

export function qrPath(text: string): QrPath {
  const rows = encodeQR(text, "raw", { ecc: "medium", border: 0 });
  let d = "";
  rows.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size: rows.length, d };
}

/**
 * /tickets/{code} (issue 40 point 3): the seat the ticket admits, and its QR code holding the whole
 * ticket URL (a phone's camera opens this page; the instructor's scanner reads the code). An
 * unknown code is the 404 page.
 */
export async function loadTicket(context: Readonly<RouterContextProvider>, request: Request, code: string) {
  const response = await serverApi(context).fetch(`/api/tickets/${encodeURIComponent(code)}`);
  if (response.status === 404 || response.status === 422) throw data({ message: "" }, { status: 404 });
  if (!response.ok) throw data({ message: "" }, { status: response.status });
  const ticket: Ticket = ticketResponseSchema.parse(await response.json()).data;
  const url = `${new URL(request.url).origin}${ticket.path}`;
  return { ticket, url, qr: ticket.state === "valid" ? qrPath(url) : null };
}
