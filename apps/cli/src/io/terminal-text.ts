/**
 * Text for the terminal with its control characters escaped: C0 (except newline and tab), DEL and
 * C1 become `\xNN`. A file name, a card id or a record's text comes from outside; printed as it
 * is, an ESC or CSI in it could move the cursor, rewrite earlier lines or set the window title.
 */
export function terminalText(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => {
    return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
}
