import { InputError } from '../contracts/errors.js';
import { INPUT_LIMITS } from '../contracts/input-limits.js';
import { jsonTextDepth } from './json-depth.js';

/**
 * Refuses text input over {@link INPUT_LIMITS.inputBytes} or nested deeper than
 * {@link INPUT_LIMITS.jsonDepth}, before it is parsed: both checks cost one pass over the text.
 */
export function checkTextInput(text: string, source: string): void {
  // A UTF-16 unit is one to three bytes of UTF-8: the length alone settles most texts.
  const bytes = text.length * 3 <= INPUT_LIMITS.inputBytes ? text.length : Buffer.byteLength(text);
  if (bytes > INPUT_LIMITS.inputBytes)
    throw new InputError(source, '', `${bytes} bytes: at most ${INPUT_LIMITS.inputBytes} (INPUT_LIMITS.inputBytes)`);
  const depth = jsonTextDepth(text);
  if (depth > INPUT_LIMITS.jsonDepth)
    throw new InputError(
      source,
      '',
      `nested ${depth} deep: at most ${INPUT_LIMITS.jsonDepth} (INPUT_LIMITS.jsonDepth)`,
    );
}
