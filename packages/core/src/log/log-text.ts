/**
 * A value of a JSON document as log text: what a template literal prints for a string, number,
 * boolean, null or array (elements joined by commas, `null` as nothing), and JSON text for an
 * object, where a template literal would print "[object Object]".
 */
export function logText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
    case 'undefined':
      return String(value);
    case 'object':
      if (value === null) return 'null';
      if (Array.isArray(value)) return value.map((v: unknown) => (v === null ? '' : logText(v))).join(',');
      return JSON.stringify(value);
    default:
      return typeof value;
  }
}
