/** A prompt key (`setup.firstPlayer`, `cost.discard`) as words for people: "setup: first player". */
export function promptText(prompt: string): string {
  return prompt
    .split('.')
    .map((part) => part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())
    .join(': ');
}
