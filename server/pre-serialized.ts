/**
 * An answer's `data` already written as JSON. The treasure page sends the same large content
 * again and again; writing it once and reusing the text spares the hot path its biggest cost.
 */
export class PreSerialized {
  constructor(readonly json: string) {}
}

/** `{...parts}` from JSON texts of objects (each `{...}`), later keys after earlier ones. */
export function joinJsonObjects(...objects: string[]): string {
  const inner = objects.map((text) => text.slice(1, -1)).filter((text) => text.length > 0);
  return `{${inner.join(',')}}`;
}
