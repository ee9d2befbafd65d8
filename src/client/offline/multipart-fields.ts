/** Multipart text fields are strings on the wire: objects go as JSON text. */
function fieldValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The text fields of a multipart write as they go on the wire (empty values are left out). */
export function multipartFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) fields[name] = fieldValue(value);
  }
  return fields;
}
