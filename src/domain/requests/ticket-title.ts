/**
 * A request's ticket name as a page shows it beside the equipment's own name: ticket names are
 * written "<equipment>: <what is wrong>" ("Grease Trap: Drain backup"), so under an Equipment line
 * the name in front is said twice. Without the equipment's name in front, or with no equipment
 * shown, the ticket name is kept as it is.
 */
export function ticketTitleBesideAsset(ticketName: string, assetName: string | null | undefined): string {
  const prefix = assetName ? `${assetName.trim()}:` : null;
  if (!prefix || !ticketName.toLowerCase().startsWith(prefix.toLowerCase())) return ticketName;
  return ticketName.slice(prefix.length).trim() || ticketName;
}
