/** A JSON value from a view as short text: scalars as they are, lists joined, anything else as JSON. */
export function displayValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(displayValue).join(', ');
  return JSON.stringify(value) ?? '';
}
