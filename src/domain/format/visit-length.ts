/** A visit's length as the activity and the request page say it: "1 h 20 min", "2 h", "45 min". */
export function visitLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
