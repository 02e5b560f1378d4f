/** A JSON value as text: an object or array as JSON, not "[object Object]"; anything else as String gives it. */
export const text = (v: unknown): string => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
